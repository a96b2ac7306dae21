import { fakeMediaFile } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VideoResult } from './VideoResult';

// The fake backend's sample clip as a blob: URL of this page, as a finished job's video may be: it plays.
const clipUrl = URL.createObjectURL(new Blob([fakeMediaFile('video', 'waves').bytes], { type: 'video/mp4' }));

const meta = {
  title: 'Runtime/VideoResult',
  component: VideoResult,
  args: {
    result: { url: clipUrl },
    label: 'Generated video',
    fileName: 'waves.mp4',
  },
} satisfies Meta<typeof VideoResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('video')).toHaveAttribute('aria-label', 'Generated video');
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  },
};

/** The server's built-in engine made it: the note under the actions says so. */
export const LocalEngine: Story = {
  args: { result: { url: clipUrl, engine: 'local' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/built-in local engine/)).toBeInTheDocument();
  },
};

/** The player inside a larger view (here a figure with a caption), the actions still below. */
export const InALargerView: Story = {
  args: {
    player: (video) => (
      <figure style={{ margin: 0 }}>
        {video}
        <figcaption>Upscaled video</figcaption>
      </figure>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure')).toContainElement(canvasElement.querySelector('video'));
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  },
};

/** Something below the actions, e.g. a plain download link. */
export const WithLinkBelow: Story = {
  args: { children: <a href="https://cdn.example/results/waves.mp4">Download link</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Download link' })).toBeInTheDocument();
  },
};
