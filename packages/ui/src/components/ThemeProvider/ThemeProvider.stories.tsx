import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem, MenuTrigger } from '../Menu';
import { ThemeProvider, useTheme, type ThemeProviderProps } from './ThemeProvider';
import { ThemeToggle } from './ThemeToggle';
import { vars } from '../../theme';

function Status() {
  const { theme, followsSystem, followSystem } = useTheme();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <ThemeToggle variant="secondary" />
      <p style={{ margin: 0 }} data-testid="status">
        Theme: {theme}
        {followsSystem ? ' (from the system)' : ' (stored)'}
      </p>
      <Button variant="secondary" size="sm" onPress={followSystem}>
        Follow system
      </Button>
    </div>
  );
}

/**
 * Embedding: the story applies the theme to its own container instead of `<html>` (which the Storybook toolbar
 * controls), exactly as a partner page would.
 */
function Embedded({ children, ...props }: Omit<ThemeProviderProps, 'root'>) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setRoot}
      data-testid="theme-root"
      style={{
        background: vars.color.background,
        color: vars.color.text,
        padding: 24,
        borderRadius: 12,
        border: `1px solid ${vars.color.border}`,
      }}
    >
      <ThemeProvider {...props} root={root}>
        {children ?? <Status />}
      </ThemeProvider>
    </div>
  );
}

const meta = {
  title: 'UI/ThemeProvider',
  component: Embedded,
  args: { storageKey: 'mk-story-theme' },
  parameters: {
    docs: {
      description: {
        component:
          'Wrap the app in `<ThemeProvider>`: the theme starts from localStorage key `theme`, else `prefers-color-scheme`, is stored on change, and is applied as the `dark` class on `<html>` (or on `root` when embedded). `useTheme()` returns `{ theme, setTheme, toggleTheme, followSystem, followsSystem }`. Embedded, overlays portal into `root`. Inline `themeInitScript()` (from `@mediakit/ui/theme`) in `<head>` so the first paint is already in the right theme.',
      },
    },
  },
  beforeEach: () => {
    localStorage.removeItem('mk-story-theme');
    return () => localStorage.removeItem('mk-story-theme');
  },
} satisfies Meta<typeof Embedded>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToggleByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByTestId('theme-root');
    const startsDark = root.classList.contains('dark');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: startsDark ? 'Switch to light theme' : 'Switch to dark theme' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(root.classList.contains('dark')).toBe(!startsDark));
    await expect(localStorage.getItem('mk-story-theme')).toBe(startsDark ? 'light' : 'dark');
    await expect(canvas.getByTestId('status')).toHaveTextContent('(stored)');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(root.classList.contains('dark')).toBe(startsDark));
  },
};

export const StoredDark: Story = {
  beforeEach: () => {
    localStorage.setItem('mk-story-theme', 'dark');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('theme-root')).toHaveClass('dark'));
    await expect(canvas.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  },
};

export const StoredLight: Story = {
  beforeEach: () => {
    localStorage.setItem('mk-story-theme', 'light');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('theme-root')).toHaveClass('mk-theme-light'));
    await expect(canvas.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  },
};

const imageSizes = [
  { id: 'square', label: 'Square' },
  { id: 'portrait', label: 'Portrait' },
  { id: 'landscape', label: 'Landscape' },
];

function ImageSizeMenu() {
  const [size, setSize] = useState(imageSizes[0]!);
  return (
    <MenuTrigger>
      <Button variant="secondary">Image size: {size.label}</Button>
      <Menu onAction={(id) => setSize(imageSizes.find((option) => option.id === id) ?? size)}>
        {imageSizes.map((option) => (
          <MenuItem key={option.id} id={option.id}>
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}

/**
 * Overlays of an embedded provider portal into its root: a dark partner container keeps its menu dark (and
 * inside the container) whatever the page around it uses.
 */
export const OverlaysInsideTheRoot: Story = {
  beforeEach: () => {
    localStorage.setItem('mk-story-theme', 'dark');
  },
  render: (args) => (
    <Embedded {...args}>
      <div style={{ maxInlineSize: 320, minBlockSize: 200 }}>
        <ImageSizeMenu />
      </div>
    </Embedded>
  ),
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByTestId('theme-root');
    await waitFor(() => expect(root).toHaveClass('dark'));
    await userEvent.tab();
    const trigger = within(root).getByRole('button', { name: 'Image size: Square' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(root).findByRole('menu');
    await expect(root).toContainElement(menu);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(root).queryByRole('menu')).toBeNull());
    await expect(within(root).getByRole('button', { name: 'Image size: Portrait' })).toBeInTheDocument();
  },
};
