import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Grid, Inline, Stack, type Space } from './Layout';

describe('layout', () => {
  it('picks a different class per gap token and appends className', () => {
    const { rerender } = render(
      <Stack data-testid="s" gap="sm" className="partner">
        <span>a</span>
      </Stack>,
    );
    const small = screen.getByTestId('s').className;
    expect(small).toMatch(/\S+ partner$/);
    rerender(
      <Stack data-testid="s" gap="xl" className="partner">
        <span>a</span>
      </Stack>,
    );
    expect(screen.getByTestId('s').className).not.toBe(small);
  });

  it('renders the requested element and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Inline as="ul" ref={ref} aria-label="Tags">
        <li>one</li>
      </Inline>,
    );
    expect(screen.getByRole('list', { name: 'Tags' })).toBe(ref.current);
  });

  it('sets the minimum column width of an auto grid inline', () => {
    render(<Grid data-testid="g" minItemWidth="240px" />);
    const style = screen.getByTestId('g').getAttribute('style') ?? '';
    expect(style).toContain('240px');
    expect(style).toMatch(/--[\w-]+:\s*240px/);
  });

  it('ignores unknown gap values instead of throwing', () => {
    render(<Stack data-testid="s" gap={'huge' as Space} />);
    expect(screen.getByTestId('s')).toBeInTheDocument();
  });
});
