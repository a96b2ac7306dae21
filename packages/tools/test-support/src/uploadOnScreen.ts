import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
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
