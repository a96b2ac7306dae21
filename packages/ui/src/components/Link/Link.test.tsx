import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';
import { RouterProvider } from './RouterProvider';

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

  it('leaves modifier clicks, new-tab links and downloads to the browser', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/a">A</Link>
        <Link href="/b" target="_blank">
          B
        </Link>
        <Link href="/c" download>
          C
        </Link>
      </RouterProvider>,
    );
    const a = screen.getByRole('link', { name: 'A' });
    // jsdom does not follow links: the click is left alone when its default action is not prevented.
    const defaults: boolean[] = [];
    const seen = (event: MouseEvent) => defaults.push(event.defaultPrevented);
    document.addEventListener('click', seen);
    await user.keyboard('{Control>}');
    await user.click(a);
    await user.keyboard('{/Control}');
    await user.click(screen.getByRole('link', { name: /^B/ }));
    await user.click(screen.getByRole('link', { name: 'C' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(defaults).toEqual([false, false, false]);
    await user.click(a);
    expect(navigate).toHaveBeenCalledWith('/a', undefined);
    expect(defaults.at(-1)).toBe(true);
    document.removeEventListener('click', seen);
  });

  it("shows react-aria's state attributes and calls onPress", async () => {
    const onPress = vi.fn();
    render(
      <Link href="#top" onPress={onPress} aria-current="page">
        Top
      </Link>,
    );
    const anchor = screen.getByRole('link', { name: 'Top' });
    expect(anchor).toHaveAttribute('data-current', 'true');
    await userEvent.hover(anchor);
    expect(anchor).toHaveAttribute('data-hovered', 'true');
    await userEvent.click(anchor);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(anchor).not.toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    expect(anchor).toHaveAttribute('data-focus-visible', 'true');
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});
