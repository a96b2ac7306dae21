import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withConsoleBoundary } from './ConsoleBoundary';
import { missingConsoleClientMessage, useConsoleClient } from './MediakitConsoleProvider';

function NeedsClient({ client }: { client?: MediakitConsoleClient; messages?: { title?: string } }) {
  useConsoleClient(client);
  return <p>The table</p>;
}
const Bounded = withConsoleBoundary(NeedsClient, 'Invoices');

describe('withConsoleBoundary', () => {
  // React reports caught render errors on the console; the test asserts what the page shows instead.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows a missing console client inside the screen`s box, keeps the page, and recovers with a client', () => {
    const { rerender } = render(
      <main>
        <h1>Console</h1>
        <Bounded messages={{ title: 'Billing' }} />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Console' })).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Billing' });
    expect(within(box).getByRole('alert')).toHaveTextContent(missingConsoleClientMessage);
    rerender(
      <main>
        <h1>Console</h1>
        <Bounded client={createFakeMediakitClient()} messages={{ title: 'Billing' }} />
      </main>,
    );
    expect(screen.getByText('The table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a crash as a generic message and renders again on Try again', async () => {
    let crash = true;
    function Flaky() {
      if (crash) throw new Error('x is undefined');
      return <p>Back</p>;
    }
    const BoundedFlaky = withConsoleBoundary(Flaky, 'Usage overview');
    render(<BoundedFlaky />);
    expect(within(screen.getByRole('region', { name: 'Usage overview' })).getByRole('alert')).toHaveTextContent(
      'Something went wrong on this screen.',
    );
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Back')).toBeInTheDocument();
  });
});
