import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FailureAlert, type FailureAlertProps } from './FailureAlert';

const shortMessage = 'This needs 5 credits; you have 2.';

function alert(props: Partial<FailureAlertProps> = {}) {
  return (
    <FailureAlert
      error="The server is busy. Please try again."
      gate={{ shortMessage: undefined }}
      isShortfall={false}
      buyCreditsHref="/pricing"
      buyCreditsLabel="Buy credits"
      {...props}
    />
  );
}

describe('FailureAlert', () => {
  it('shows the failure in an alert, without a link unless credits ran out', () => {
    const { rerender } = render(alert());
    expect(screen.getByRole('alert')).toHaveTextContent('The server is busy. Please try again.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(alert({ error: shortMessage, isShortfall: true }));
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  });

  it('shows nothing without an error, or when the cost badge already says the same shortfall', () => {
    const { rerender } = render(alert({ error: undefined }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(alert({ error: shortMessage, isShortfall: true, gate: { shortMessage } }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
