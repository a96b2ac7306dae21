import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { expect, within } from 'storybook/test';
import { pressButtonByKeyboard } from './storyKeyboard';
import type { StoryStep } from './storyOutcomes';

export interface DownloadStoryOptions {
  /** What the user does to make the result (fill in, submit...). */
  act: StoryStep;
  /** The name of the result's region. */
  result: string;
  /** Part of what `onResult` receives, e.g. the text it speaks. */
  delivered: object;
  /** The name the downloaded file is saved under. */
  fileName: string;
  /** What else the result shows, checked inside its region (e.g. the player). */
  check?: (result: HTMLElement) => Promise<void>;
}

/**
 * A story on the fake client (answering after 150 ms) whose play function makes a result with `act`, finds its
 * region, checks what `onResult` received, then downloads it by keyboard and sees it 'Saved as <fileName>.'.
 */
export function downloadStory({ act, result, delivered, fileName, check }: DownloadStoryOptions) {
  return {
    args: { client: createFakeMediakitClient({ latencyMs: 150 }) },
    play: async ({ args, canvasElement }: { args: { onResult?: unknown }; canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await act(canvasElement);
      const region = await canvas.findByRole('region', { name: result });
      await check?.(region);
      await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining(delivered));
      await pressButtonByKeyboard(region, 'Download');
      await expect(await canvas.findByText(`Saved as ${fileName}.`)).toBeInTheDocument();
    },
  };
}
