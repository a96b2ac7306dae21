import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from './storyKeyboard';

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

type Canvas = ReturnType<typeof within>;

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
 * hides it for good. `shownDark`: the secret just shown, in the dark theme.
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
  const shownDark = {
    args: { client: client() },
    globals: { theme: 'dark' },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(canvas.getByRole('textbox', { name: flow.field }), `${flow.typed}{Enter}`);
      await expect(await canvas.findByRole('region', { name: flow.region })).toBeInTheDocument();
    },
  };
  return { shownOnce, shownDark };
}
