import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

describe('Footer', () => {
  it('renders titled link columns as navigation landmarks and the copyright', () => {
    render(
      <Footer
        columns={[
          { id: 'p', title: 'Product', links: [{ label: 'Pricing', href: '/pricing' }] },
          {
            id: 'd',
            title: 'Developers',
            links: [{ label: 'Docs', href: 'https://example.com/docs', isExternal: true }],
          },
          { id: 'e', title: 'Empty', links: [] },
        ]}
        copyright="© 2026 Mediakit"
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Product' })).toContainElement(
      screen.getByRole('link', { name: 'Pricing' }),
    );
    expect(screen.queryByRole('navigation', { name: 'Empty' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('target', '_blank');
    expect(footer).toHaveTextContent('© 2026 Mediakit');
  });

  it('renders without columns, brand or copyright', () => {
    render(<Footer columns={null} className="partner" />);
    expect(screen.getByRole('contentinfo').className).toMatch(/\S+ partner$/);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
