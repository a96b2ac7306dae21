import type { MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient, type FakeOperation } from '@mediakit/api-client/fake';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { fileInput } from './fileInput';

/** Chooses `file` in the rendered tool's first upload field, waits until the field shows it, and presses `submit`. */
export async function uploadAndSubmit(file: File, submit: string) {
  await userEvent.upload(fileInput(), file);
  await screen.findByText(`Selected: ${file.name}`);
  await userEvent.click(screen.getByRole('button', { name: submit }));
}

/** The rendered tool shows the failure `message`; Reset takes it away with the chosen file `fileName`. */
export async function expectResetClearsFailure(message: string, fileName: string) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.queryByText(message)).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(`Selected: ${fileName}`)).not.toBeInTheDocument());
}

/**
 * The tool's `operation` fails on the network after `file` is chosen and `submit` pressed: the tool says so, and
 * Reset takes the failure away with the chosen file. `render` shows the tool on the client, ready to use.
 */
export function itClearsANetworkFailureOnReset({
  render,
  operation,
  file,
  submit,
}: {
  render: (client: MediakitClient) => Promise<unknown>;
  operation: FakeOperation;
  file: File;
  submit: string;
}) {
  it("says 'Network/CORS error: failed to reach the API.' and Reset clears it with the chosen file", async () => {
    await render(createFakeMediakitClient({ scenarios: { [operation]: 'network-error' } }));
    await uploadAndSubmit(file, submit);
    await expectResetClearsFailure('Network/CORS error: failed to reach the API.', file.name);
  });
}
