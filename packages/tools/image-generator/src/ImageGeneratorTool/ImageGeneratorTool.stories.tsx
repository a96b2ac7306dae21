import { ApiError, type SavedImage, type WaitOptions } from '@mediakit/api-client';
import {
  cancelByKeyboard,
  ctrlEnter,
  expectAnnounced,
  expectCreditsBlocked,
  failureStories,
  pressButtonByKeyboard,
  resultSpies,
  resumedMessage,
  saveStartedJob,
  tabTo,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createFakeImageClient } from '../fakeImageClient';
import { recentImagesStorageKey } from '../recentImageStore';
import { imageGeneratorResumeKey } from '../imageEngines';
import { ImageGeneratorTool } from './ImageGeneratorTool';

async function clickGenerate(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate' }));
}

/** `mystic.start` answers as the fake's scenario says, on the pro plan. */
const failureStory = failureStories({
  operation: 'mystic.start',
  act: clickGenerate,
  args: { plan: 'pro', defaultValues: { prompt: 'A fox' } },
  createClient: createFakeImageClient,
});

/** The fake client with its mystic `wait` replaced, for states the real schedule reaches only after minutes. */
function withMysticWait(
  client: ReturnType<typeof createFakeImageClient>,
  wait: (ticket: string, options?: WaitOptions<SavedImage>) => Promise<SavedImage>,
) {
  return { ...client, mystic: { ...client.mystic, wait } };
}

const meta = {
  component: ImageGeneratorTool,
  args: { ...resultSpies(), isLoggedIn: true },
  // Recent items left by another story would otherwise show up here (the preview clears jobs).
  beforeEach: () => {
    localStorage.removeItem(recentImagesStorageKey);
  },
} satisfies Meta<typeof ImageGeneratorTool>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = { args: { client: createFakeImageClient(), plan: 'pro' } };

let finishKeyboardOnlyAsset = () => {};

/** The whole flow by keyboard: prompt, aspect, resolution, Generate, then the result's actions. */
export const KeyboardOnly: Story = {
  args: {
    // The real 2.5 s / 3.5 s schedule is proven by the hook's tests; here the job reports, then finishes once the
    // story has seen the report (a timer would let a slow machine miss it).
    client: withMysticWait(createFakeImageClient({ plan: 'business' }), async (_ticket, options) => {
      options?.onUpdate?.({ status: 'running', rawStatus: 'AWAITING_ASSET', progress: undefined });
      await new Promise<void>((resolve) => {
        finishKeyboardOnlyAsset = resolve;
      });
      return { savedUrl: 'https://cdn.example.com/lighthouse.png' };
    }),
    plan: 'business',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('textbox', { name: 'Prompt' }));
    await userEvent.keyboard('A lighthouse at dawn');
    await userEvent.tab();
    // A native <select>: the keys that change it belong to the browser, so the story picks the option.
    const aspect = canvas.getByRole('combobox', { name: 'Aspect ratio' });
    await expect(aspect).toHaveFocus();
    await userEvent.selectOptions(aspect, 'Widescreen (16:9)');
    await tabTo(canvas.getByRole('radio', { name: '1K' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '4K' })).toBeChecked();
    await pressButtonByKeyboard(canvasElement, 'Generate');
    await expect(await canvas.findByText('Finalizing asset…')).toBeInTheDocument();
    finishKeyboardOnlyAsset();
    await expect(await canvas.findByText('Your image is ready.')).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledWith(
      expect.objectContaining({
        prompt: 'A lighthouse at dawn',
        size: 'widescreen_16_9',
        resolution: '4k',
        plan: 'business',
        engine: 'mystic',
      }),
    );
    await tabTo(canvas.getByRole('button', { name: 'Copy Link' }));
    await expect(canvas.getByRole('link', { name: 'Open' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Recent images' })).toHaveTextContent('A lighthouse at dawn');
  },
};

export const PromptRequired: Story = {
  args: { client: createFakeImageClient(), plan: 'pro' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expectAnnounced(canvasElement, 'Please enter a prompt.');
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

export const PromptTooLong: Story = {
  args: { client: createFakeImageClient(), plan: 'pro', defaultValues: { prompt: 'Waves '.repeat(700) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4200 / 4000')).toBeInTheDocument();
    await expectAnnounced(canvasElement, 'Prompt must be ≤ 4000 characters.');
  },
};

export const NotLoggedIn: Story = {
  args: { client: createFakeImageClient({ signedIn: false }), plan: undefined, isLoggedIn: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prompt' }), 'A fox');
    await waitFor(() => expect(canvas.getByText('Plan: Starter')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expectAnnounced(canvasElement, 'You are not logged in. Please login to generate images.');
  },
};

export const BlockedByCredits: Story = {
  args: { client: createFakeImageClient({ credits: 1 }), plan: 'pro', defaultValues: { prompt: 'A fox' } },
  play: ({ canvasElement }) =>
    expectCreditsBlocked(canvasElement, 'Not enough credits. Need 2, you have 1.', 'Generate'),
};

export const Queued: Story = {
  args: { client: createFakeImageClient({ queuedPolls: 1000 }), plan: 'pro', defaultValues: { prompt: 'A fox' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByText('Queued…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

/** The start request is still on its way. */
export const Sending: Story = {
  args: { client: createFakeImageClient({ latencyMs: 600_000 }), plan: 'pro', defaultValues: { prompt: 'A fox' } },
  play: async ({ canvasElement }) => {
    await clickGenerate(canvasElement);
    await expect(await within(canvasElement).findByText('Sending your prompt…')).toBeInTheDocument();
  },
};

/** The job runs: the server answers IN_PROGRESS. */
export const Generating: Story = {
  args: {
    client: withMysticWait(createFakeImageClient(), (_ticket, options) => {
      options?.onUpdate?.({ status: 'running', rawStatus: 'IN_PROGRESS', progress: undefined });
      return new Promise<SavedImage>(() => {});
    }),
    plan: 'pro',
    defaultValues: { prompt: 'A fox' },
  },
  play: async ({ canvasElement }) => {
    await clickGenerate(canvasElement);
    await expect(await within(canvasElement).findByText('Generating your image…')).toBeInTheDocument();
  },
};

/** The free plan's one-shot classic call, still on its way. */
export const GeneratingClassic: Story = {
  args: {
    client: createFakeImageClient({ plan: 'free', latencyMs: 600_000 }),
    plan: 'free',
    defaultValues: { prompt: 'A red fox' },
  },
  play: async ({ canvasElement }) => {
    await clickGenerate(canvasElement);
    await expect(await within(canvasElement).findByText('Generating your image…')).toBeInTheDocument();
  },
};

export const FinalizingAsset: Story = {
  args: {
    client: withMysticWait(createFakeImageClient(), (_ticket, options) => {
      options?.onUpdate?.({ status: 'running', rawStatus: 'AWAITING_ASSET', progress: undefined });
      return new Promise<SavedImage>(() => {});
    }),
    plan: 'pro',
    defaultValues: { prompt: 'A fox' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByText('Finalizing asset…')).toBeInTheDocument();
  },
};

export const Success: Story = {
  args: {
    client: withMysticWait(createFakeImageClient(), async () => ({ savedUrl: 'https://cdn.example.com/fox.png' })),
    plan: 'pro',
    defaultValues: { prompt: 'A fox in the snow', aspect: 'portrait_2_3', resolution: '2k' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByText('Your image is ready.')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Generated image for: A fox in the snow' })).toBeInTheDocument();
    await expect(canvas.getByText(/"images": \[/)).toHaveTextContent('https://cdn.example.com/fox.png');
    await expect(args.onResult).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://cdn.example.com/fox.png', resolution: '2k', engine: 'mystic' }),
    );
  },
};

export const FreePlanClassic: Story = {
  args: { client: createFakeImageClient({ plan: 'free' }), plan: 'free', defaultValues: { prompt: 'A red fox' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Free plan: images are generated at the standard size/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Prompt' }));
    await userEvent.keyboard(ctrlEnter);
    await expect(await canvas.findByText('Your image is ready.')).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledWith(
      expect.objectContaining({ engine: 'classic', resolution: null, plan: 'free' }),
    );
  },
};

export const LockedResolutions: Story = {
  args: { client: createFakeImageClient({ plan: 'plus' }), plan: 'plus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '2K (upgrade your plan)' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '4K (upgrade your plan)' })).toBeDisabled();
    await expect(canvas.getByText('Upgrade your plan to unlock 2K, 4K.')).toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: {
    // Polls every 50 ms instead of the job's schedule: the story is about the end (the schedule: the hook tests).
    client: createFakeImageClient({ queuedPolls: 0, pollIntervalMs: 50, scenarios: { 'mystic.start': 'job-fails' } }),
    plan: 'pro',
    defaultValues: { prompt: 'A fox' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByText('Generation failed.')).toBeInTheDocument();
    await expect(args.onError).toHaveBeenCalled();
  },
};

export const PollingFailed: Story = {
  args: {
    // Every status check answers 500; the retries run without waiting.
    client: createFakeImageClient({ pollIntervalMs: 0, scenarios: { 'mystic.status': 'server-error' } }),
    plan: 'pro',
    defaultValues: { prompt: 'A fox' },
  },
  play: async ({ canvasElement }) => {
    await clickGenerate(canvasElement);
    await expect(await within(canvasElement).findByText('Status polling error')).toBeInTheDocument();
  },
};

export const Timeout: Story = {
  args: {
    client: withMysticWait(createFakeImageClient(), () =>
      Promise.reject(new ApiError('timeout', 'Timed out after 5 minutes. Please try again.')),
    ),
    plan: 'pro',
    defaultValues: { prompt: 'A fox' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByText('Timed out after 5 minutes. Please try again.')).toBeInTheDocument();
  },
};

export const Unauthenticated: Story = failureStory('unauthenticated', 'Unauthenticated. Please login again.');

export const PlanForbidden: Story = {
  args: {
    client: createFakeImageClient({ plan: 'plus', scenarios: { 'mystic.start': 'forbidden' } }),
    plan: 'plus',
    defaultValues: { prompt: 'A fox' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(await canvas.findByText('Your plus plan allows 1k. Upgrade to Business for 4K.')).toBeInTheDocument();
  },
};

export const InvalidInput: Story = failureStory('invalid-input', 'The prompt field is required.');

export const NetworkError: Story = failureStory('network-error', 'Network/CORS error: failed to reach the API.');
export const ServerError: Story = failureStory('server-error', 'The model is overloaded. Try again in a minute.');
export const InsufficientCreditsFromServer: Story = failureStory(
  'insufficient-credits',
  'Not enough credits. Need 433, you have 432.',
);

export const Cancelled: Story = {
  args: { client: createFakeImageClient({ queuedPolls: 1000 }), plan: 'pro', defaultValues: { prompt: 'A fox' } },
  play: async ({ canvasElement }) => {
    await clickGenerate(canvasElement);
    await cancelByKeyboard(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Generate' })).toBeEnabled();
  },
};

/**
 * The job picked up after the reload ends only once the story has seen it picked up: a job that ended at its first
 * poll could end before the running state was ever drawn (on a busy machine React drew both in one go).
 */
let endResumedJob = () => {};
const resumedClient = (() => {
  const client = createFakeImageClient({ queuedPolls: 0, pollIntervalMs: 50 });
  const wait = client.mystic.wait.bind(client.mystic);
  return withMysticWait(client, async (ticket, options) => {
    await new Promise<void>((resolve) => {
      endResumedJob = resolve;
    });
    return wait(ticket, options);
  });
})();

export const Resumed: Story = {
  args: { client: resumedClient, plan: 'pro' },
  beforeEach: async () => {
    const request = { prompt: 'Started before the reload', size: 'square_1_1', resolution: '1k', plan: 'pro' } as const;
    const { taskId } = await resumedClient.mystic.start(request);
    saveStartedJob(imageGeneratorResumeKey, taskId, taskId, request);
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(resumedMessage)).toBeInTheDocument();
    endResumedJob();
    await expect(await canvas.findByText('Your image is ready.')).toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ prompt: 'Started before the reload' }));
  },
};
