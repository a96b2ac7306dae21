import {
  createFakeMediakitClient,
  type FakeMediakitClient,
  type FakeOperation,
  type FakeScenario,
} from '@mediakit/api-client/fake';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { countRequests } from './fakeRequests';
import { fileInput } from './fileInput';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Picks `image` in a tool's upload field, waits until the field shows it as selected, then types `prompt` in the
 * Prompt box: the input of the image-and-prompt tools.
 */
export async function chooseImageAndPrompt(user: User, container: HTMLElement, image: File, prompt: string) {
  await user.upload(fileInput(container), image);
  await screen.findByText(`Selected: ${image.name}`);
  await user.type(screen.getByRole('textbox', { name: 'Prompt' }), prompt);
}

/**
 * Submitting the empty form (the `button`) shows every one of the spec's `messages` and sends nothing to `operation`;
 * `renderTool` renders the tool on a fresh fake client (`renderToolOnFakeClient`).
 */
export function itFlagsTheEmptyForm(
  title: string,
  renderTool: () => Promise<{ client: FakeMediakitClient; user: User }>,
  { button, messages, operation }: { button: string; messages: readonly string[]; operation: FakeOperation },
) {
  it(title, async () => {
    const { client, user } = await renderTool();
    await user.click(screen.getByRole('button', { name: button }));
    for (const message of messages) expect(screen.getByText(message)).toBeInTheDocument();
    expect(countRequests(client, operation)).toBe(0);
  });
}

export interface FailureKeepsInputOptions {
  /** The run's call, failing as `scenario` says. */
  operation: FakeOperation;
  scenario: FakeScenario;
  /** The failure in the tool's words. */
  message: string;
  /** The tool's submit button. */
  button: string;
  image: File;
  prompt: string;
}

/**
 * An image-and-prompt tool whose run fails shows the failure in an alert and keeps the chosen image and the prompt;
 * `tool` renders the tool on the given client.
 */
export function itKeepsTheInputOnFailure(
  tool: (client: FakeMediakitClient) => ReactElement,
  { operation, scenario, message, button, image, prompt }: FailureKeepsInputOptions,
) {
  it('shows a failure in an alert and keeps what the user entered', async () => {
    const client = createFakeMediakitClient({ scenarios: { [operation]: scenario } });
    const user = userEvent.setup();
    const { container } = render(tool(client));
    await chooseImageAndPrompt(user, container, image, prompt);
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue(prompt);
    expect(screen.getByText(`Selected: ${image.name}`)).toBeInTheDocument();
  });
}
