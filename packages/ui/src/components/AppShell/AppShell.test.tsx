import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Sidebar } from '../Sidebar';
import { specSidebarSections } from '../Sidebar/Sidebar.fixtures';
import { TopBar } from '../TopBar';
import { AppShell, useAppShell } from './AppShell';

function Shell(props: { locationKey?: string; onCollapse?: (c: boolean) => void; onNav?: (o: boolean) => void }) {
  return (
    <AppShell
      locationKey={props.locationKey}
      onSidebarCollapsedChange={props.onCollapse}
      onMobileNavOpenChange={props.onNav}
      sidebar={<Sidebar sections={specSidebarSections()} />}
      topBar={<TopBar brand="Mediakit" />}
    >
      <p>Page</p>
    </AppShell>
  );
}

describe('AppShell', () => {
  it('renders the sidebar, top bar, main landmark and a skip link to it', () => {
    render(<Shell />);
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.getByRole('banner')).toHaveTextContent('Mediakit');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toHaveAttribute('data-collapsed');
  });

  it('collapses and expands the desktop sidebar', async () => {
    const onCollapse = vi.fn();
    render(<Shell onCollapse={onCollapse} />);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(onCollapse).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-collapsed', 'true');
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    expect(onCollapse).toHaveBeenLastCalledWith(false);
  });

  it('opens the mobile drawer from the top bar and closes it on Escape', async () => {
    const onNav = vi.fn();
    render(<Shell onNav={onNav} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(onNav).toHaveBeenLastCalledWith(true);
    // The page behind the modal drawer is hidden from assistive technology while it is open.
    expect(screen.getByRole('button', { name: 'Open navigation', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(drawer).toHaveTextContent('Dashboard');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onNav).toHaveBeenLastCalledWith(false);
  });

  it('closes the mobile drawer when the location changes, not on other renders', async () => {
    const { rerender } = render(<Shell locationKey="/a" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('dialog');
    rerender(<Shell locationKey="/a" />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(<Shell locationKey="/b" />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the drawer sidebar expanded even when the desktop one is collapsed', async () => {
    render(
      <AppShell defaultSidebarCollapsed sidebar={<Sidebar sections={specSidebarSections()} />} topBar={<TopBar />} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer.querySelector('nav')).not.toHaveAttribute('data-collapsed');
  });

  it('exposes its state to custom parts through useAppShell', async () => {
    function Toggle() {
      const shell = useAppShell();
      return (
        <button type="button" onClick={() => shell?.setSidebarCollapsed(!shell.isSidebarCollapsed)}>
          {shell?.isSidebarCollapsed ? 'collapsed' : 'expanded'}
        </button>
      );
    }
    render(<AppShell sidebar={null} topBar={<Toggle />} />);
    await userEvent.click(screen.getByRole('button', { name: 'expanded' }));
    expect(screen.getByRole('button', { name: 'collapsed' })).toBeInTheDocument();
  });
});
