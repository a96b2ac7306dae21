import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('navigates through the host router on Enter, without a full page load', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate} useHref={(href) => `/app${href}`}>
        <Link href="/user/dashboard">Dashboard</Link>
      </RouterProvider>,
    );
    const anchor = screen.getByRole('link', { name: 'Dashboard' });
    expect(anchor).toHaveAttribute('href', '/app/user/dashboard');
    await userEvent.tab();
    expect(anchor).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/user/dashboard', undefined);
  });

  it('marks external links, opens them safely in a new tab and tells screen readers', () => {
    render(
      <Link href="https://example.com" isExternal>
        Docs
      </Link>,
    );
    const anchor = screen.getByRole('link', { name: /^Docs ?\(opens in a new tab\)$/ });
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    expect(anchor).toHaveAttribute('data-external', 'true');
  });

  it('is a plain anchor without a router, forwards its ref and appends className', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link ref={ref} href="/pricing" className="partner" variant="standalone">
        Pricing
      </Link>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Pricing' }));
    expect(ref.current?.className).toMatch(/\S+ partner$/);
  });

  it('falls back to the href as its name when it has no text', () => {
    render(<Link href="/user/media" />);
    expect(screen.getByRole('link', { name: '/user/media' })).toBeInTheDocument();
  });

  it('does not navigate when disabled', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/x" isDisabled>
          Off
        </Link>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Off' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('link')).toHaveAttribute('aria-disabled', 'true');
  });
});
