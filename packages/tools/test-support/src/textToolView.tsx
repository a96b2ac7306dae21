import {
  createFakeMediakitClient,
  type FakeMediakitClient,
  type FakeMediakitClientOptions,
} from '@mediakit/api-client/fake';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';
import { expect, it, type Mock, vi } from 'vitest';
import { expectBlockedByCredits } from './creditsOnScreen';
import { renderToolOnFakeClient } from './renderToolOnFakeClient';
import type { ToolProps } from './uploadToolView';

/** A tool whose form is one text box (a script, a text to speak), as its view tests drive it. */
export interface TextToolView<Props> {
  /** Renders the tool with `props` on a fresh fake client, ready to use (`renderToolOnFakeClient`). */
  render: (props?: Props) => ReturnType<typeof renderToolOnFakeClient>;
  /** The tool on `client`, its text box starting with `text` when given (`defaultValues`). */
  tool: (client: FakeMediakitClient, text?: string) => ReactElement;
  /** The accessible names of its text box, its submit button and its result's region. */
  names: { textbox: string; submit: string; result: string };
  /**
   * Renders the tool with an `onResult` spy, types `text` in its text box and presses Ctrl+Enter; resolves with the
   * result's region once it shows.
   */
  runByKeyboard: (text: string) => Promise<RunOnScreen>;
}

/** A text tool's run on screen: the fake client, the user, the `onResult` spy and the result's region. */
interface RunOnScreen {
  client: FakeMediakitClient;
  user: ReturnType<typeof userEvent.setup>;
  onResult: Mock;
  result: HTMLElement;
}

/** The view tests' handle on `Tool`, whose text box is its form's `field` and is named as `names` say. */
export function textToolView<Props extends ToolProps>(
  Tool: ComponentType<Props>,
  field: string,
  names: TextToolView<Props>['names'],
): TextToolView<Props> {
  const withProps = (props: ToolProps) => <Tool {...(props as Props)} />;
  const view: TextToolView<Props> = {
    render: (props) => renderToolOnFakeClient((client) => withProps({ client, ...props })),
    tool: (client, text) => withProps({ client, defaultValues: text === undefined ? {} : { [field]: text } }),
    names,
    runByKeyboard: async (text) => {
      const onResult = vi.fn();
      const { client, user } = await view.render({ onResult } as unknown as Props);
      await user.type(screen.getByRole('textbox', { name: names.textbox }), `${text}{Control>}{Enter}{/Control}`);
      return { client, user, onResult, result: await screen.findByRole('region', { name: names.result }) };
    },
  };
  return view;
}

export interface TextToolChecks {
  /** A run that fails: the fake's `scenarios` for it, e.g. `{ 'tts.speak': 'malformed' }`, and the tool's message. */
  failure: { scenarios: FakeMediakitClientOptions['scenarios']; message: string };
  /** What the tool says with no credits. */
  shortMessage: string;
  /** A starting text, which Reset brings back. */
  startingText: string;
}

/**
 * The checks every one-text-box tool's view owes, as `it`s: a failure shows as an alert and keeps the typed text; no
 * credits block the run with a 'Buy credits' link; Reset after a run brings back the starting text and removes the
 * result.
 */
export function itBehavesLikeATextTool<Props>(view: TextToolView<Props>, checks: TextToolChecks) {
  const { tool, names } = view;
  const { failure, shortMessage, startingText } = checks;

  it(`shows '${failure.message}' in an alert and keeps the text`, async () => {
    const client = createFakeMediakitClient({ scenarios: failure.scenarios });
    const user = userEvent.setup();
    render(tool(client));
    await user.type(screen.getByRole('textbox', { name: names.textbox }), 'Hi');
    await user.click(screen.getByRole('button', { name: names.submit }));
    expect(await screen.findByText(failure.message)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: names.textbox })).toHaveValue('Hi');
  });

  it(`blocks the run when credits are short, with a 'Buy credits' link: '${shortMessage}'`, async () => {
    render(tool(createFakeMediakitClient({ credits: 0 }), 'Hi'));
    await expectBlockedByCredits(shortMessage, { button: names.submit });
  });

  it(`Reset returns to '${startingText}' and removes the ${names.result.toLowerCase()}`, async () => {
    const { user } = await renderToolOnFakeClient((client) => tool(client, startingText));
    await user.click(screen.getByRole('button', { name: names.submit }));
    await screen.findByRole('region', { name: names.result });
    await user.type(screen.getByRole('textbox', { name: names.textbox }), ' back');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('region', { name: names.result })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: names.textbox })).toHaveValue(startingText);
  });
}
