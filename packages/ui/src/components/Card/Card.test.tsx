import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('renders title at the requested level, description, actions and footer', () => {
    render(
      <Card title="Plan" headingLevel={2} description="Pro" actions={<button type="button">Menu</button>} footer="Foot">
        Body
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByText('Pro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByText('Foot')).toBeInTheDocument();
    expect(screen.getByText('Body')).toBeInTheDocument();
  });

  it('names a section card by its title', () => {
    render(<Card as="section" title="Recent Projects" />);
    expect(screen.getByRole('region', { name: 'Recent Projects' })).toBeInTheDocument();
  });

  it('renders without any props, forwards ref and appends className', () => {
    const ref = createRef<HTMLElement>();
    const { container } = render(<Card ref={ref} className="partner" />);
    expect(ref.current).toBe(container.firstElementChild);
    expect(ref.current?.className).toMatch(/\S+ partner$/);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
