import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chooseFile } from './storyFiles';
import type { StoryStep } from './storyOutcomes';

/** A story in which `act` (e.g. submitting the empty form) leaves `message` under the field and in the live region. */
export function fieldProblemStory(act: StoryStep, message: string) {
  return {
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await act(canvasElement);
      await expect(within(canvasElement).getAllByText(message)).toHaveLength(2);
    },
  };
}

/** A story in which pressing `button` on the form as it starts (or with `args`) shows each of `messages` once. */
export function emptyFormStory<const TArgs extends object = object>(
  button: string,
  messages: readonly string[],
  { args }: { args?: TArgs } = {},
) {
  return {
    ...(args && { args }),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: button }));
      for (const message of messages) await expect(await canvas.findByText(message)).toBeInTheDocument();
    },
  };
}

/**
 * A story in which the upload field (the `index`th, the first by default) refuses `file` — a type it does not take,
 * chosen past its `accept` as a drop or a paste would be, or a file over its size cap — with `message` as its alert,
 * and keeps no file.
 */
export function refusedFileStory<const TArgs extends object = object>(
  file: File,
  message: string,
  { index, args }: { index?: number; args?: TArgs } = {},
) {
  return {
    ...(args && { args }),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await chooseFile(canvasElement, file, { index, applyAccept: false });
      await waitFor(() => expect(canvas.getByText(message, { selector: '[role="alert"]' })).toBeInTheDocument());
      await expect(canvas.queryByText(/^Selected: /)).not.toBeInTheDocument();
    },
  };
}
