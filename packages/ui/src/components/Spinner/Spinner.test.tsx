import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progress bar named by its label', () => {
    render(<Spinner label="Generating image" />);
    const bar = screen.getByRole('progressbar', { name: 'Generating image' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('falls back to "Loading" for a missing or blank label', () => {
    render(<Spinner label="  " />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('can show its label as text, forwards its ref and appends className', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Spinner ref={ref} label="Uploading" showLabel size="lg" className="partner" />);
    expect(screen.getByText('Uploading')).toBeInTheDocument();
    expect(ref.current).toBe(screen.getByRole('progressbar', { name: 'Uploading' }));
    expect(ref.current?.className).toMatch(/\S+ partner$/);
    expect(ref.current).toHaveAttribute('data-size', 'lg');
  });
});
