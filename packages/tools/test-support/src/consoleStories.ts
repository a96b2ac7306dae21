import type { FakeMediakitClientOptions } from '@mediakit/api-client/fake';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadFailureMessages, type LoadFailureScenario, type LoadFailureWords } from './loadFailures';
import { tabTo } from './storyKeyboard';

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/**
 * A console screen's waiting and empty states on its fake `client`: `loading`, the first load never answers and
 * `shows.loading` is on screen; `empty`, the fake holds `emptySeed` and `shows.empty` is on screen.
 */
export function screenStateStories<TClient>(
  client: (options?: FakeMediakitClientOptions) => TClient,
  emptySeed: FakeMediakitClientOptions['seed'],
  shows: { loading: string; empty: string },
) {
  const showing =
    (text: string): Play =>
    async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(text)).toBeInTheDocument();
    };
  return {
    loading: { args: { client: client({ latencyMs: 600_000 }) }, play: showing(shows.loading) },
    empty: { args: { client: client({ seed: emptySeed }) }, play: showing(shows.empty) },
  };
}

/**
 * The four load-failure stories of a console screen, each on `failing(scenario)`: the screen's `words` for the reason
 * show in its alert and its Retry button (named `retryLabel`) is there (with `severalPanels`, in the first of the
 * screen's failed panels); with `retryFirstStop`, Tab goes to Retry first. A screen that keeps the kit's words for a server error or no
 * connection leaves them out of `words`.
 */
export function loadFailureStories<TClient>(
  failing: (scenario: LoadFailureScenario) => TClient,
  words: LoadFailureWords,
  options: { retryLabel?: string; retryFirstStop?: boolean; severalPanels?: boolean } = {},
) {
  const { retryLabel = 'Retry', retryFirstStop = false, severalPanels = false } = options;
  const story = (scenario: LoadFailureScenario) => {
    const message = loadFailureMessages(words)[scenario];
    const play: Play = async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const alert = severalPanels ? (await canvas.findAllByRole('alert'))[0] : await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent(message);
      const retry = severalPanels
        ? canvas.getAllByRole('button', { name: retryLabel })[0]
        : canvas.getByRole('button', { name: retryLabel });
      await expect(retry).toBeInTheDocument();
      if (retryFirstStop) {
        await userEvent.tab();
        await expect(retry).toHaveFocus();
      }
    };
    return { args: { client: failing(scenario) }, play };
  };
  return {
    unauthenticated: story('unauthenticated'),
    forbidden: story('forbidden'),
    serverError: story('server-error'),
    networkError: story('network-error'),
  };
}

/**
 * A console screen whose first load fails on `client` (a fake with a failing scenario): the reason's words show in an
 * alert and a Retry button (named `retryLabel`) is there. The screens' load-failure stories are this with their own
 * client, words and label.
 */
export function loadFailureStory<TClient>(client: TClient, message: string, retryLabel: string | RegExp = 'Retry') {
  return {
    args: { client },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
      await expect(canvas.getByRole('button', { name: retryLabel })).toBeInTheDocument();
    },
  };
}

/** Headless Chromium's clipboard needs a permission: the stories record what was copied in `writeText` instead. */
function recordedClipboard() {
  const writeText = fn(async (_text: string) => {});
  const stubClipboard = () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    writeText.mockReset();
    writeText.mockImplementation(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  };
  return { writeText, stubClipboard };
}

/** What a play function gets as `canvas`: the queries bound to the story's root. */
export type Canvas = ReturnType<typeof within>;

/** A console form that creates something whose secret is shown once (an API key, a webhook's signing secret). */
export interface SecretOnceFlow {
  /** The one text box, by name, and what is typed into it (Enter submits). */
  field: string;
  typed: string;
  /** The region that shows the secret, by name. */
  region: string;
  /** The secret's label inside it, what it looks like, and the Copy button's name. */
  secretLabel: string;
  secret: RegExp;
  copyLabel: string;
  /** The status Copy shows, if it shows one. */
  copied?: string;
  /** What to wait for before typing (the list loaded). */
  ready: (canvas: Canvas) => Promise<unknown>;
  /** What to check once the secret is hidden again. */
  after: (canvas: Canvas, secret: string) => Promise<void>;
}

/**
 * The two stories of a secret shown once, each on its own `client()`. `shownOnce`, by keyboard: Tab to the field,
 * type, Enter creates; the secret shows once and Copy puts it on the (recorded) clipboard; the next button (Done)
 * hides it for good. `shown`: the secret just shown, before anything hides it.
 */
export function secretStories<TClient>(client: () => TClient, flow: SecretOnceFlow) {
  const { writeText, stubClipboard } = recordedClipboard();
  const shownOnce = {
    args: { client: client() },
    beforeEach: stubClipboard,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await flow.ready(canvas);
      await tabTo(canvas.getByRole('textbox', { name: flow.field }));
      await userEvent.keyboard(`${flow.typed}{Enter}`);
      const created = await canvas.findByRole('region', { name: flow.region });
      const secret = within(created).getByLabelText(flow.secretLabel).textContent ?? '';
      await expect(secret).toMatch(flow.secret);
      await tabTo(within(created).getByRole('button', { name: flow.copyLabel }));
      await userEvent.keyboard('{Enter}');
      const { copied } = flow;
      if (copied) await waitFor(() => expect(within(created).getByRole('status')).toHaveTextContent(copied));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.queryByRole('region', { name: flow.region })).not.toBeInTheDocument());
      await expect(canvas.queryByText(secret)).not.toBeInTheDocument();
      await flow.after(canvas, secret);
    },
  };
  const shown = {
    args: { client: client() },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(canvas.getByRole('textbox', { name: flow.field }), `${flow.typed}{Enter}`);
      await expect(await canvas.findByRole('region', { name: flow.region })).toBeInTheDocument();
    },
  };
  return { shownOnce, shown };
}

/**
 * A console chart's table, by keyboard only, on `client`: Tab reaches the chart's table toggle (past whatever comes
 * before it), Enter shows the figures as a table, and the toggle keeps the focus.
 */
export function chartTableByKeyboardStory<TClient>(client: TClient) {
  const play: Play = async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: /table/i });
    while (document.activeElement !== toggle) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /table/i })).toHaveFocus();
  };
  return { args: { client }, play };
}
