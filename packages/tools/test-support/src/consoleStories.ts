import { expect, within } from 'storybook/test';

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
