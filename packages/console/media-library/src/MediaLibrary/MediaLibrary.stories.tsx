import {
  createFakeMediakitClient,
  type FakeMediakitClient,
  type FakeMediakitClientOptions,
  type FakeMediaRecord,
} from '@mediakit/api-client/fake';
import { type Canvas, loadFailureStories, screenStateStories, tabTo } from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MediaLibrary } from './MediaLibrary';

const fake = (options: FakeMediakitClientOptions = {}) => createFakeMediakitClient({ latencyMs: 40, ...options });

/** The signed-in user's library, rewritten in place (the fake's own media keep their real files). */
function withMedia(client: FakeMediakitClient, rewrite: (media: FakeMediaRecord[]) => FakeMediaRecord[]) {
  for (const library of client.fake.state.libraries.values()) library.media = rewrite(library.media);
  return client;
}

/** 300 items: the fake's 60, five times over. */
const longLibrary = () =>
  withMedia(fake(), (media) =>
    Array.from({ length: 5 }, (_, round) =>
      media.map((item) => ({ ...item, id: `${item.id}-${round}`, title: `${item.title} (${round + 1})` })),
    ).flat(),
  );

/**
 * Thumbnails that fail to load: the cards show the placeholder instead. The address is a blob of bytes that are not a
 * picture, which the browser fails to decode without asking any server (a made-up host waits on DNS, over 5 s on a
 * clean clone; a missing file on the page's own server waited on the busy dev server past 5 s under load).
 */
const notAPicture = () => URL.createObjectURL(new Blob(['not a picture'], { type: 'image/jpeg' }));
const brokenThumbnails = () =>
  withMedia(fake(), (media) =>
    media
      .filter((item) => item.type !== 'audio')
      .slice(0, 8)
      .map((item) => ({ ...item, thumb: notAPicture(), poster_preview: undefined })),
  );

const meta = {
  title: 'Console/Media library',
  component: MediaLibrary,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MediaLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsShown = (canvas: Canvas) => canvas.queryAllByRole('button', { name: /^Preview / }).length;

/** Once the first page (24 cards) is in, opens the first card's preview and returns its dialog. */
async function openFirstPreview(canvas: Canvas) {
  await waitFor(() => expect(cardsShown(canvas)).toBe(24));
  await userEvent.click(canvas.getAllByRole('button', { name: /^Preview / })[0]!);
  return screen.findByRole('dialog');
}

export const Populated: Story = {
  args: { client: fake() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(cardsShown(canvas)).toBe(24));
    await expect(canvas.getByText('24 of 60')).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The grid in a container `inlineSize` px wide shows `columns` columns. */
const inContainer = (inlineSize: number, columns: number): Story => ({
  args: { client: fake() },
  decorators: [(Story) => <div style={{ inlineSize }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cardsShown(canvas)).toBe(24));
    const grid = canvasElement.querySelector('ul')!;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(columns);
  },
});

/** The grid follows its container's width: one column in a 360 px sidebar. */
export const NarrowContainer: Story = inContainer(360, 1);

/** Four columns once the container is 960 px or wider. */
export const WideContainer: Story = inContainer(1000, 4);

const states = screenStateStories(fake, { media: [] }, { loading: 'Loading media…', empty: 'No media found.' });
export const Loading: Story = states.loading;
export const Empty: Story = states.empty;

/** Videos only, by the tab (arrow keys move between tabs). */
export const VideosTab: Story = {
  args: { client: fake() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(cardsShown(canvas)).toBe(24));
    await userEvent.click(canvas.getByRole('tab', { name: 'Videos' }));
    await expect(await canvas.findByText('20 of 20')).toBeInTheDocument();
    await expect(canvas.getAllByText(/^Video · /)).toHaveLength(20);
  },
};

/** 300 items, 24 a page: Load more appends the next page and moves focus to its first card. */
export const LongList: Story = {
  args: { client: longLibrary() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(cardsShown(canvas)).toBe(24));
    await tabTo(canvas.getByRole('button', { name: 'Load more' }), 200);
    // The next frame can come before React renders the new page (on a busy machine it does): here every frame
    // comes at once, and focus must still reach the first new card.
    const nextFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => (callback(performance.now()), 0);
    try {
      await userEvent.keyboard('{Enter}');
      await expect(await canvas.findByText('48 of 300')).toBeInTheDocument();
    } finally {
      window.requestAnimationFrame = nextFrame;
    }
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Preview / })[24]).toHaveFocus());
  },
};

export const BrokenThumbnails: Story = {
  args: { client: brokenThumbnails() },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-placeholder]').length).toBe(8));
  },
};

/** Audio and text have no picture: their cards show the type's icon above its name. */
export const AudioAndTextCards: Story = {
  args: {
    client: withMedia(fake(), (media) => [
      ...media.filter((item) => item.type === 'audio').slice(0, 1),
      { ...media[0]!, id: 'text-1', type: 'text', title: 'Receipt text', thumb: undefined },
    ]),
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Preview Receipt text' });
    const placeholders = [...canvas.getAllByRole('button', { name: /^Preview / })].map((card) =>
      card.querySelector('[data-placeholder]')!,
    );
    await expect(placeholders.map((placeholder) => placeholder.textContent)).toEqual(['Audio', 'Text']);
    for (const placeholder of placeholders) {
      await expect(placeholder.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** The main flow by keyboard: search, open the preview, arrow to the next item, Escape back to the card. */
export const KeyboardFlow: Story = {
  args: { client: fake() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(cardsShown(canvas)).toBe(24));
    await tabTo(canvas.getByRole('searchbox', { name: 'Search by title' }));
    await userEvent.keyboard('  image 1');
    await expect(await canvas.findByText('11 of 11')).toBeInTheDocument();
    const first = canvas.getByRole('button', { name: 'Preview Image 1' });
    await tabTo(first);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Image 1' });
    await expect(within(dialog).getByText('1 of 11')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await screen.findByRole('dialog', { name: 'Image 10' })).toBeInTheDocument();
    await expect(screen.getByText('2 of 11')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await screen.findByRole('dialog', { name: 'Image 1' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Preview Image 10' })).toHaveFocus());
  },
};

export const PreviewDialog: Story = {
  args: { client: fake() },
  play: async ({ canvas }) => {
    const dialog = await openFirstPreview(canvas);
    await expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Download' })).toBeEnabled();
  },
};

export const Download: Story = {
  args: { client: fake() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(cardsShown(canvas)).toBe(24));
    await userEvent.click(canvas.getAllByRole('button', { name: /^Download / })[0]!);
    await expect(await canvas.findByText(/^Saved .+\.\w+\.$/)).toBeInTheDocument();
  },
};

const ocrWords = 'SPRING SALE\nEverything 20% off until Sunday.\nOpen 9 to 6, Monday to Saturday.';

/** OCR's words kept as a .txt: a Text card, and the preview shows the words (issue #29). */
export const TextItem: Story = {
  args: {
    client: withMedia(fake(), (media) => [
      {
        id: 'text-1',
        type: 'text',
        title: 'Text extraction',
        src: URL.createObjectURL(new Blob([ocrWords], { type: 'text/plain' })),
        size_bytes: ocrWords.length,
        created_at: '2025-11-30T12:00:00.000Z',
      },
      ...media,
    ]),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Text' }));
    const card = await canvas.findByRole('button', { name: 'Preview Text extraction' });
    await waitFor(() => expect(cardsShown(canvas)).toBe(1));
    await userEvent.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Text extraction' });
    await expect(await within(dialog).findByLabelText('Text extraction')).toHaveTextContent(/SPRING SALE/);
    await expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
  },
};

/** Download inside the preview keeps the focus in the dialog, and Escape still closes it (issue #29). */
export const DownloadInPreview: Story = {
  args: { client: fake() },
  play: async ({ canvas }) => {
    const dialog = await openFirstPreview(canvas);
    const download = within(dialog).getByRole('button', { name: 'Download' });
    await tabTo(download);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/^Saved .+\.\w+\.$/)).toBeInTheDocument();
    await expect(download).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The file cannot be fetched: 'Download failed', and the file opens in a new tab instead. */
export const DownloadFailed: Story = {
  args: {
    client: withMedia(fake(), (media) => media.slice(0, 4).map((item) => ({ ...item, src: '/no-such-file/gone.png' }))),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(cardsShown(canvas)).toBe(4));
    await userEvent.click(canvas.getAllByRole('button', { name: /^Download / })[0]!);
    await expect(await canvas.findByText('Download failed')).toBeInTheDocument();
  },
};

/** Delete asks first (an alertdialog, Cancel first); confirming removes the item and says so. */
export const DeleteConfirmation: Story = {
  args: { client: fake() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(cardsShown(canvas)).toBe(24));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Image 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Image 1?' });
    await expect(dialog).toHaveAccessibleDescription(/This cannot be undone\./);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Deleted Image 1.')).toBeInTheDocument();
    await expect(canvas.getByText('23 of 59')).toBeInTheDocument();
  },
};

/** The delete confirmation open, before an answer. */
export const DeleteDialogOpen: Story = {
  args: { client: fake() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(cardsShown(canvas)).toBe(24));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Image 1' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Delete Image 1?' })).toBeInTheDocument();
  },
};

const adminClient = () => fake({ seed: { user: { role: 'admin' } } });

/** The admin's view: every user's media with each item's owner; no Delete (only owners delete). */
export const AdminAllUsers: Story = {
  args: { client: adminClient(), allUsers: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(cardsShown(canvas)).toBe(24));
    await expect(canvas.getAllByText(/Owner: /).length).toBe(24);
    await expect(canvas.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  },
};

const failure = loadFailureStories((scenario) => fake({ scenarios: { 'media.list': scenario } }), {
  unauthenticated: 'Your session has ended. Sign in again to see your media.',
  forbidden: "Seeing every user's media needs an administrator account.",
  'server-error': 'The server could not answer. Try again in a moment.',
});
export const Unauthenticated401: Story = failure.unauthenticated;
export const Forbidden403: Story = failure.forbidden;
export const ServerError500: Story = failure.serverError;
export const NetworkError: Story = failure.networkError;
