import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The rendered tool refuses to send for the balance: it shows the short-credits `message` with a 'Buy credits' link
 * to `href` (the default '/pricing', or the tool's `buyCreditsHref`), and the button named `button` is disabled when
 * given.
 */
export async function expectBlockedByCredits(
  message: string,
  { button, href = '/pricing' }: { button?: string; href?: string } = {},
) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', href);
  if (button !== undefined) expect(screen.getByRole('button', { name: button })).toBeDisabled();
}
