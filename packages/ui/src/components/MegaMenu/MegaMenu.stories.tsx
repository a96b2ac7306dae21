import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageIcon, SparklesIcon, VideoIcon } from '../Icon';
import { MegaMenu, type MegaMenuGroup } from './MegaMenu';

const navigate = fn();

const groups: MegaMenuGroup[] = [
  {
    id: 'images',
    title: 'Images',
    links: [
      { label: 'Text to Image', href: '/text-image', description: 'Generate from a prompt', icon: <ImageIcon /> },
      { label: 'BG Remover', href: '/user/image/bg-remover', description: 'Cut out the subject', icon: <ImageIcon /> },
    ],
  },
  {
    id: 'video',
    title: 'Video',
    links: [
      { label: 'Image to Video', href: '/user/video', description: 'Animate a still', icon: <VideoIcon /> },
      { label: 'Product Video', href: '/product-video', description: 'Ads from a product shot', icon: <VideoIcon /> },
    ],
  },
  {
    id: 'library',
    title: 'Library & Tools',
    links: [{ label: 'AI Chat', href: '/user/chat', description: 'Ask anything', icon: <SparklesIcon /> }],
  },
];

const meta = {
  title: 'UI/Shell/MegaMenu',
  component: MegaMenu,
  args: {
    label: 'Products',
    groups,
    footer: <a href="/user/media">Open Library</a>,
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ minBlockSize: 420 }}>{Story()}</div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard: Enter opens, Escape closes and focus stays on the button; ArrowDown opens on the first link, Tab
 * moves through the links, Enter follows one and closes the panel.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Products' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('list', { name: 'Images' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: /Text to Image/ })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /BG Remover/ })).toHaveFocus();
    navigate.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/user/image/bg-remover', undefined);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Hovering opens it; leaving closes it after a short delay. */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Products' });
    await userEvent.hover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.unhover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Products' }));
    const panel = canvas.getByRole('list', { name: 'Video' }).closest('[id]') as HTMLElement;
    await expect(panel.getBoundingClientRect().width).toBeLessThanOrEqual(860);
    await expect(canvas.getByRole('link', { name: 'Open Library' })).toBeInTheDocument();
  },
};

export const NoGroups: Story = { args: { groups: [] } };
