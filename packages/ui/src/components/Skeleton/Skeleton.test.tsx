import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized by props', () => {
    const { container } = render(<Skeleton shape="circle" width={40} className="partner" />);
    const el = container.firstElementChild as HTMLElement;
    expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(el).toHaveAttribute('data-shape', 'circle');
    expect(el.style.inlineSize).toBe('40px');
    expect(el.style.blockSize).toBe('40px');
    expect(el.className).toMatch(/\S+ partner$/);
  });

  it('renders several text lines with a shorter last one', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('span');
    expect(lines).toHaveLength(3);
    expect((lines[2] as HTMLElement).style.inlineSize).toBe('60%');
  });

  it('treats nonsense line counts as one line', () => {
    const { container } = render(<Skeleton lines={Number.NaN} />);
    expect(container.querySelectorAll('span')).toHaveLength(0);
    expect(container.firstElementChild).toHaveAttribute('data-shape', 'text');
  });
});
