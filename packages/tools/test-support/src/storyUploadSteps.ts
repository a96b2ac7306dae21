import { userEvent, within } from 'storybook/test';
import { chooseFile } from './storyFiles';
import type { StoryStep } from './storyOutcomes';

/** A story's steps for a tool that sends one chosen file. */
export interface UploadSteps {
  /** Chooses the file in the tool's first upload field. */
  choose: StoryStep;
  /** Clicks the tool's submit button. */
  submit: StoryStep;
  /** Chooses the file, then submits. */
  chooseAndSubmit: StoryStep;
}

/** The steps of a tool's stories that choose `file()` (made afresh for each story) and press the button `submitLabel`. */
export function uploadSteps(file: () => Promise<File>, submitLabel: string): UploadSteps {
  const choose: StoryStep = async (canvasElement) => chooseFile(canvasElement, await file());
  const submit: StoryStep = async (canvasElement) =>
    userEvent.click(within(canvasElement).getByRole('button', { name: submitLabel }));
  return {
    choose,
    submit,
    chooseAndSubmit: async (canvasElement) => {
      await choose(canvasElement);
      await submit(canvasElement);
    },
  };
}
