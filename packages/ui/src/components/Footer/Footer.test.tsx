import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer, type FooterColumn } from './Footer';

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

  it('skips malformed links and columns instead of throwing', () => {
    const columns = [
      null,
      { id: 'p', title: 'Product', links: [null, { href: '/pricing' }, { label: 'Docs', href: '/docs' }] },
      { id: 'x', title: 'Broken', links: 'not a list' },
    ] as unknown as FooterColumn[];
    expect(() => render(<Footer columns={columns} />)).not.toThrow();
    const product = screen.getByRole('navigation', { name: 'Product' });
    expect(
      within(product)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['/pricing', 'Docs']);
    expect(screen.queryByRole('navigation', { name: 'Broken' })).not.toBeInTheDocument();
  });

  it('renders without columns, brand or copyright', () => {
    render(<Footer columns={null} className="partner" />);
    expect(screen.getByRole('contentinfo').className).toMatch(/\S+ partner$/);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
