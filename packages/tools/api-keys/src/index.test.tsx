import { missingConsoleClientMessage } from '@mediakit/tool-runtime/console';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiKeys } from './index';

describe('the package`s views', () => {
  // React reports caught render errors on the console; the test asserts what the page shows instead.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('ApiKeys without a console client shows what to fix inside its box, not a blank page', () => {
    render(
      <main>
        <h1>Console</h1>
        <ApiKeys />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Console' })).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'API keys' });
    expect(within(box).getByRole('alert')).toHaveTextContent(missingConsoleClientMessage);
  });
});
