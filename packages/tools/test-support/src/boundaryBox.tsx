import { missingConsoleClientMessage } from '@mediakit/console-kit';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, vi } from 'vitest';

/**
 * Renders a console screen's exported view without a client inside a page and checks that the page stays and the
 * missing-client message shows inside the screen's box (named `title`), not a blank page.
 */
export function expectMissingConsoleClientInBox(View: ComponentType, title: string): void {
  // React reports the caught render error on the console; what the page shows is asserted instead.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  const view = render(
    <main>
      <h1>Console</h1>
      <View />
    </main>,
  );
  try {
    expect(screen.getByRole('heading', { level: 1, name: 'Console' })).toBeInTheDocument();
    const box = screen.getByRole('region', { name: title });
    expect(within(box).getByRole('alert')).toHaveTextContent(missingConsoleClientMessage);
  } finally {
    view.unmount();
    quiet.mockRestore();
  }
}
