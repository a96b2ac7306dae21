import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows title, description and action, with the icon hidden from screen readers', () => {
    const { container } = render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No users found"
        headingLevel={2}
        description="Clear filters"
        action={<button type="button">Reset</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No users found' })).toBeInTheDocument();
    expect(screen.getByText('Clear filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toContainElement(screen.getByTestId('icon'));
  });

  it('renders the title as text without a heading level and appends className', () => {
    const { container } = render(<EmptyState title="No media found." className="partner" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('No media found.')).toBeInTheDocument();
    expect((container.firstElementChild as HTMLElement).className).toMatch(/\S+ partner$/);
  });
});
