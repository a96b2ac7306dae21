import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('shows the percentage and exposes the value', () => {
    render(<ProgressBar label="Uploading" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveTextContent('40%');
  });

  it('is indeterminate without a value text or aria-valuenow', () => {
    const { container } = render(<ProgressBar label="Rendering" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Rendering' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveTextContent('%');
    expect(container.querySelector('[data-indeterminate]')).toBeInTheDocument();
  });

  it('appends className', () => {
    render(<ProgressBar aria-label="Job" value={5} className="partner" />);
    expect(screen.getByRole('progressbar').className).toMatch(/\S+ partner$/);
  });
});
