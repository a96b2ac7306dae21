import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Sidebar } from '../Sidebar';
import { specSidebarSections } from '../Sidebar/Sidebar.fixtures';
import { TopBar } from '../TopBar';
import { RouterProvider } from '../Link';
import { AppShell } from './AppShell';
import { vars } from '../../theme';

/** A tiny in-memory router: links change the path, the path is the shell's locationKey. */
function Demo({ width, role = 'editor' }: { width: number; role?: string }) {
  const [path, setPath] = useState('/user/dashboard');
  return (
    <RouterProvider navigate={setPath}>
      <div
        style={{
          inlineSize: width,
          maxInlineSize: '100%',
          blockSize: 480,
          border: `1px dashed ${vars.color.border}`,
        }}
      >
        <AppShell
          locationKey={path}
          sidebar={<Sidebar sections={specSidebarSections('/user')} userRole={role} currentHref={path} />}
          topBar={<TopBar brand="Mediakit" avatarMenu={<Avatar name="Ada Lovelace" size="sm" />} />}
        >
          <h1 style={{ marginBlockStart: 0 }}>Current page</h1>
          <p data-testid="path">{path}</p>
        </AppShell>
      </div>
    </RouterProvider>
  );
}

const meta = {
  title: 'UI/Shell/AppShell',
  component: Demo,
  args: { width: 360 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Narrow shell. Keyboard: Tab past the skip link to the menu button, Enter opens the drawer, Escape closes it and
 * focus returns; reopening and following a link closes it on the route change.
 */
export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The narrow shell hides the desktop sidebar column: only the drawer shows the navigation.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    const menuButton = canvas.getByRole('button', { name: 'Open navigation' });
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Navigation' });
    within(again).getByRole('link', { name: 'Media Library' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('path')).toHaveTextContent('/user/media');
  },
};

/** Wide shell: the sidebar sits in a column and collapses to icons. */
export const Desktop: Story = {
  args: { width: 1280, role: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The wide shell hides the mobile menu button (display: none takes it out of the accessibility tree).
    await expect(canvas.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    // Full-width items (the current one is highlighted edge to edge) fit the column: no sideways scrolling.
    const scrollArea = canvas.getByRole('navigation', { name: 'Main' }).parentElement;
    if (!scrollArea) throw new Error('The sidebar has no scroll area');
    await expect(scrollArea.scrollWidth).toBeLessThanOrEqual(scrollArea.clientWidth);
    const collapse = canvas.getByRole('button', { name: 'Collapse sidebar' });
    collapse.focus();
    await userEvent.keyboard('{Enter}');
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-collapsed', 'true');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * A laptop's width (1024 px): the sidebar starts as icons, so the page keeps room for a wide table. Expanding it is
 * the person's choice, and it stays expanded.
 */
export const Laptop: Story = {
  args: { width: 1024, role: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    await expect(navigation).toHaveAttribute('data-collapsed', 'true');
    // The labels stay as the links' names; the main column is 960 px of the 1024 (the icons' column is 64).
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeGreaterThan(900);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(navigation).not.toHaveAttribute('data-collapsed');
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  },
};
