import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('exposes its tone and a different class per tone', () => {
    const { rerender } = render(<Badge tone="success">Paid</Badge>);
    const badge = screen.getByText('Paid');
    expect(badge).toHaveAttribute('data-tone', 'success');
    const successClass = badge.className;
    rerender(<Badge tone="danger">Paid</Badge>);
    expect(screen.getByText('Paid')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText('Paid').className).not.toBe(successClass);
  });

  it('falls back to neutral for an unknown tone, forwards ref and appends className', () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <Badge ref={ref} tone={'purple' as never} className="partner">
        Beta
      </Badge>,
    );
    expect(ref.current).toHaveAttribute('data-tone', 'neutral');
    expect(ref.current?.className).toMatch(/\S+ partner$/);
  });
});
