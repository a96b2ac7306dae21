import { expect, within } from 'storybook/test';
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

/** A story in which the upload field refuses `file` of the wrong type (chosen past its `accept`) with `message`. */
export function wrongFileStory(file: File, message: string) {
  return {
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await chooseFile(canvasElement, file, { applyAccept: false });
      await expect(within(canvasElement).getAllByText(message).length).toBeGreaterThan(0);
    },
  };
}
