import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Meter } from './Meter';

describe('Meter', () => {
  it('exposes label, value and value text', () => {
    render(<Meter label="Credits" value={432} maxValue={700} valueLabel="432 of 700" />);
    const meter = screen.getByRole('meter', { name: 'Credits' });
    expect(meter).toHaveAttribute('aria-valuenow', '432');
    expect(meter).toHaveAttribute('aria-valuemax', '700');
    expect(meter).toHaveTextContent('432 of 700');
  });

  it('picks warning and danger tones automatically', () => {
    const { container, rerender } = render(<Meter aria-label="Use" tone="auto" value={50} />);
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'accent');
    rerender(<Meter aria-label="Use" tone="auto" value={80} />);
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    rerender(<Meter aria-label="Use" tone="auto" value={95} />);
    expect(container.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'danger');
  });

  it('clamps the fill and survives a zero range', () => {
    const { container } = render(<Meter aria-label="Use" value={150} />);
    expect((container.querySelector('[data-tone] > div') as HTMLElement).style.inlineSize).toBe('100%');
    render(<Meter aria-label="Empty" value={0} minValue={0} maxValue={0} />);
    expect(screen.getByRole('meter', { name: 'Empty' })).toBeInTheDocument();
  });
});
