import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders a tool and waits until it shows its balance, so a test starts from a ready tool. */
export async function renderWithBalance(tool: ReactElement): Promise<RenderResult> {
  const view = render(tool);
  await screen.findByText(/^Balance: \d+ credits$/);
  return view;
}
