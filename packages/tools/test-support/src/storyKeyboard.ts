import { expect, userEvent, within } from 'storybook/test';

/** Ctrl+Enter as `userEvent.keyboard` spells it: submits wherever a tool has a prompt. */
export const ctrlEnter = '{Control>}{Enter}{/Control}';

/**
 * Presses Tab until `target` has focus (at most `limit` presses), then checks that it has: proves the element is
 * reachable by keyboard alone.
 */
export async function tabTo(target: HTMLElement, limit = 60): Promise<void> {
  for (let step = 0; step < limit && target.ownerDocument.activeElement !== target; step += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** Tabs to the button named `name` inside the story and presses Enter on it. */
export async function pressButtonByKeyboard(canvasElement: HTMLElement, name: string | RegExp): Promise<void> {
  await tabTo(within(canvasElement).getByRole('button', { name }));
  await userEvent.keyboard('{Enter}');
}

/** Tabs to the text box named `name`, types `text` and submits with Ctrl+Enter. */
export async function typeAndSubmit(canvasElement: HTMLElement, name: string | RegExp, text: string): Promise<void> {
  await tabTo(within(canvasElement).getByRole('textbox', { name }));
  await userEvent.keyboard(`${text}${ctrlEnter}`);
}

/**
 * Pastes each value into the text box of that name, as from a password manager: fewer key events than typing, so a
 * slow machine keeps up. `{ 'Card number': '4242424242424242', CVC: '123' }`.
 */
export async function pasteInto(canvas: ReturnType<typeof within>, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) {
    await userEvent.click(await canvas.findByRole('textbox', { name }));
    await userEvent.paste(value);
  }
}
