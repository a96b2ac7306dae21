import type { MediakitClient } from '@mediakit/api-client';
import {
  createFakeMediakitClient,
  type FakeMediakitClient,
  type FakeOperation,
  type FakeScenario,
} from '@mediakit/api-client/fake';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type FakeClientFactory, scenarioClient, withResource } from './storyClients';
import { tabTo } from './storyKeyboard';

/** One step of a play function on the story's root element, e.g. filling the form and submitting it. */
export type StoryStep = (canvasElement: HTMLElement) => Promise<void>;

/** Checks that the story shows `message` (a whole text, or a pattern). */
export type MessageCheck = (canvasElement: HTMLElement, message: string | RegExp) => Promise<void>;

/** The text `message` shows up in the story. */
export const expectText: MessageCheck = async (canvasElement, message) => {
  await expect(await within(canvasElement).findByText(message)).toBeInTheDocument();
};

/** The element whose text is `message` is itself an alert (announced at once). */
export const expectAlertText: MessageCheck = async (canvasElement, message) => {
  await waitFor(() => expect(within(canvasElement).getByText(message)).toHaveAttribute('role', 'alert'));
};

/** The tool announced `message` in its assertive live region (validation problems beside other fields). */
export const expectAnnounced: MessageCheck = async (canvasElement, message) => {
  await waitFor(() => expect(canvasElement.querySelector('[aria-live="assertive"]')).toHaveTextContent(message));
};

/** The story's one alert contains `message`. */
export const expectInAlert: MessageCheck = async (canvasElement, message) => {
  await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(message));
};

/**
 * A video could not load: the player's retries ended on its fallback, `message` ('Could not load the video.') with a
 * link that opens the video in a new tab (for every player that gave up).
 */
export const expectVideoFallback: MessageCheck = async (canvasElement, message) => {
  const canvas = within(canvasElement);
  await expect((await canvas.findAllByText(message)).length).toBeGreaterThan(0);
  for (const link of canvas.getAllByRole('link', { name: 'Open the video in a new tab' })) {
    await expect(link).toHaveAttribute('target', '_blank');
  }
};

/**
 * Submitting is blocked before any request: the story shows the short-credits `message` with a 'Buy credits' link to
 * /pricing, and (when `button` is given) the button named `button` is disabled.
 */
export async function expectCreditsBlocked(canvasElement: HTMLElement, message: string, button?: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(message)).toBeInTheDocument();
  await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  if (button !== undefined) await expect(canvas.getByRole('button', { name: button })).toBeDisabled();
}

/** The message a tool shows after Cancel when it could only stop waiting: honest that the server job may finish. */
export const cancelledMessage = /The server may still finish it/;

/** The message after Cancel when the server cancelled the job and gave its credits back. */
export const refundedMessage = /Cancelled\. Its credits are back\./;

/**
 * Tabs to the running job's Cancel button, presses Enter and checks the message: by default the refund (the tool's
 * job is cancelled on the server), or `cancelledMessage` for a tool that can only stop waiting.
 */
export async function cancelByKeyboard(
  canvasElement: HTMLElement,
  expected: string | RegExp = refundedMessage,
): Promise<void> {
  const canvas = within(canvasElement);
  await tabTo(await canvas.findByRole('button', { name: 'Cancel' }));
  await userEvent.keyboard('{Enter}');
  await expect(await canvas.findByText(expected)).toBeInTheDocument();
}

/** The text a tool shows when it picks up a job saved before a reload. */
export const resumedMessage = 'Picked up the job you started before reloading.';

/** A story's play context, as far as the failure stories use it. */
export interface FailurePlayContext {
  canvasElement: HTMLElement;
  args: { onError?: unknown };
}

/** A story on its own client that does what the user does and checks the message the tool shows. */
export interface OutcomeStory<TArgs> {
  args: TArgs & { client: MediakitClient };
  play: (context: FailurePlayContext) => Promise<void>;
}

/** A story that makes `operation` fail and checks the message the tool shows. */
export type FailureStory<TArgs> = OutcomeStory<TArgs>;

/** Per story: also check that `onError` was called once; check the message another way than the factory's. */
export interface OutcomeStoryOptions {
  onError?: boolean;
  check?: MessageCheck;
}

export type FailureStoryOptions = OutcomeStoryOptions;

export interface OutcomeStoriesOptions<TArgs> {
  /** What the user does (fill in, submit...). */
  act: StoryStep;
  /** Args of every story besides the client, e.g. `{ defaultValues }`. */
  args?: TArgs;
  /** How the message is checked (default `expectText`). */
  check?: MessageCheck;
}

/**
 * A factory of stories for one tool that all start the same way: `outcomeStory(client, message)` is a story on
 * `client` whose play function does `act` and then checks that `message` shows (with the factory's `check`, or the
 * story's own): a held job status, a failed job, a validation message... `{ onError: true }` also checks that
 * `onError` was called once.
 */
export function outcomeStories<const TArgs extends object = object>({
  act,
  args,
  check = expectText,
}: OutcomeStoriesOptions<TArgs>) {
  return (
    client: MediakitClient,
    message: string | RegExp,
    { onError = false, check: ownCheck = check }: OutcomeStoryOptions = {},
  ) =>
    ({
      args: { ...(args as TArgs), client },
      play: async ({ canvasElement, args: storyArgs }) => {
        await act(canvasElement);
        await ownCheck(canvasElement, message);
        if (onError) await expect(storyArgs.onError).toHaveBeenCalledTimes(1);
      },
    }) satisfies OutcomeStory<TArgs>;
}

export interface FailureStoriesOptions<TArgs, TClient extends MediakitClient> extends OutcomeStoriesOptions<TArgs> {
  /** The call that fails. */
  operation: FakeOperation;
  /** Makes the fake client from its options (default `createFakeMediakitClient`). */
  createClient?: FakeClientFactory<TClient>;
}

/**
 * A factory of failure stories for one tool: `failureStory(scenario, message)` is a story whose `operation` answers as
 * the fake's `scenario` says (401, 402, 403, 422, network error, 500, malformed...) and whose play function does
 * `act` and then checks that `message` shows (with the factory's `check`, or the story's own). `{ onError: true }`
 * also checks that `onError` was called once.
 */
export function failureStories<
  const TArgs extends object = object,
  TClient extends MediakitClient = FakeMediakitClient,
>(options: FailureStoriesOptions<TArgs, TClient>) {
  const { operation } = options;
  const createClient = options.createClient ?? (createFakeMediakitClient as unknown as FakeClientFactory<TClient>);
  const story = outcomeStories<TArgs>(options);
  const failureStory = (scenario: FakeScenario, message: string | RegExp, own: FailureStoryOptions = {}) =>
    story(scenarioClient(operation, scenario, {}, createClient), message, own);
  /** The same story on a client that fails some other way, e.g. one made with `withResource`. */
  failureStory.withClient = story;
  /** The same story when `operation` rejects with `error`, as the real client does on answers the fake never sends. */
  failureStory.rejecting = (error: unknown, message: string | RegExp, own: FailureStoryOptions = {}) => {
    const [resource, method] = operation.split('.') as [keyof MediakitClient, string];
    const client = createClient({}) as unknown as FakeMediakitClient;
    return story(withResource(resource, { [method]: () => Promise.reject(error) }, client), message, own);
  };
  return failureStory;
}

/** A story on the fake client with a short balance: the tool blocks submitting before any request. */
export function creditsBlockedStory<const TArgs extends object = object>(
  credits: number,
  message: string,
  { button, args }: { button?: string; args?: TArgs } = {},
) {
  return {
    args: { ...(args as TArgs), client: createFakeMediakitClient({ credits }) },
    play: ({ canvasElement }: { canvasElement: HTMLElement }) => expectCreditsBlocked(canvasElement, message, button),
  };
}

/** What a tool shows while its request is on its way: a busy button's name, or a status text. */
export type PendingSign = { button: RegExp } | { text: string };

/** A story whose calls never answer (600 s latency): after `act`, the tool shows `sign`. */
export function pendingStory<const TArgs extends object = object>(act: StoryStep, sign: PendingSign, args?: TArgs) {
  return {
    args: { ...(args as TArgs), client: createFakeMediakitClient({ latencyMs: 600_000 }) },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await act(canvasElement);
      const canvas = within(canvasElement);
      const shown =
        'button' in sign
          ? await canvas.findByRole('button', { name: sign.button })
          : await canvas.findByText(sign.text);
      await expect(shown).toBeInTheDocument();
    },
  };
}
