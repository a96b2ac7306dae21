import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveRegion } from './LiveRegion';

describe('LiveRegion', () => {
  it('is a polite status region by default and updates its text', () => {
    const { rerender } = render(<LiveRegion message="Waiting in queue…" />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Waiting in queue…');
    rerender(<LiveRegion message="Rendering frames…" />);
    expect(region).toHaveTextContent('Rendering frames…');
  });

  it('announces errors assertively', () => {
    render(<LiveRegion message="Polling failed." politeness="assertive" />);
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });
});
