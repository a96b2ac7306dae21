import { createFakeMediakitClient, type FakeMediakitClient, type FakeOperation } from '@mediakit/api-client/fake';
import type { FakeScenario } from '@mediakit/api-client/fake';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { expectBlockedByCredits } from './creditsOnScreen';
import { renderToolOnFakeClient } from './renderToolOnFakeClient';

/** A tool whose form is one text box (a script, a text to speak), as its view tests drive it. */
export interface TextToolView {
  /** The tool on `client`, its text box starting with `text` when given (`defaultValues`). */
  tool: (client: FakeMediakitClient, text?: string) => ReactElement;
  /** The accessible names of its text box, its submit button and its result's region. */
  names: { textbox: string; submit: string; result: string };
  /** The client call a run makes, as the fake names it, e.g. `'tts.speak'`. */
  operation: FakeOperation;
}

/** The run fails as the fake's `scenario` says: `message` shows as an alert and the typed text stays. */
export function itKeepsTheTextOnFailure(
  { tool, names, operation }: TextToolView,
  { scenario, message }: { scenario: FakeScenario; message: string },
) {
  it(`shows '${message}' in an alert and keeps the text`, async () => {
    const client = createFakeMediakitClient({ scenarios: { [operation]: scenario } });
    const user = userEvent.setup();
    render(tool(client));
    await user.type(screen.getByRole('textbox', { name: names.textbox }), 'Hi');
    await user.click(screen.getByRole('button', { name: names.submit }));
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: names.textbox })).toHaveValue('Hi');
  });
}

/** With no credits the tool refuses to run: `message` with a 'Buy credits' link, and its submit disabled. */
export function itBlocksWithoutCredits({ tool, names }: TextToolView, message: string) {
  it(`blocks the run when credits are short, with a 'Buy credits' link: '${message}'`, async () => {
    render(tool(createFakeMediakitClient({ credits: 0 }), 'Hi'));
    await expectBlockedByCredits(message, { button: names.submit });
  });
}

/** Reset after a run (and an edit) brings back the starting text and removes the result. */
export function itResetsToTheStartingText({ tool, names }: TextToolView, text: string) {
  it(`Reset returns to '${text}' and removes the ${names.result.toLowerCase()}`, async () => {
    const { user } = await renderToolOnFakeClient((client) => tool(client, text));
    await user.click(screen.getByRole('button', { name: names.submit }));
    await screen.findByRole('region', { name: names.result });
    await user.type(screen.getByRole('textbox', { name: names.textbox }), ' back');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('region', { name: names.result })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: names.textbox })).toHaveValue(text);
  });
}
