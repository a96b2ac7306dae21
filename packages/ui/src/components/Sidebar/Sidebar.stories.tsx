import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { ImageIcon, SparklesIcon, UserIcon, VideoIcon } from '../Icon';
import { Sidebar } from './Sidebar';
import { specSidebarSections } from './Sidebar.fixtures';

const navigate = fn();

const meta = {
  title: 'UI/Shell/Sidebar',
  component: Sidebar,
  args: { sections: specSidebarSections(), userRole: 'editor', userPlan: 'free', currentHref: '/user/dashboard' },
  argTypes: {
    userRole: { control: 'inline-radio', options: ['viewer', 'editor', 'admin', 'owner'] },
    userPlan: { control: 'inline-radio', options: ['free', 'pro', 'pro_plus', 'enterprise'] },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ maxWidth: 260 }}>{Story()}</div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editors see no Admin section. Keyboard: Tab through links, Enter follows one through the host router. */
export const Editor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Admin' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Media Library' })).toHaveFocus();
    navigate.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/user/media', undefined);
  },
};

export const Admin: Story = {
  args: { userRole: 'admin', sections: specSidebarSections('/admin'), currentHref: '/admin/jobs' },
  play: async ({ canvasElement }) => {
    const admin = within(canvasElement).getByRole('group', { name: 'Admin' });
    await expect(within(admin).queryByRole('link', { name: 'System Logs' })).not.toBeInTheDocument();
    await expect(within(admin).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Owner: Story = {
  args: { userRole: 'owner', sections: specSidebarSections('/admin') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'System Logs' })).toBeInTheDocument();
  },
};

const withIcons = [
  {
    id: 'create',
    title: 'Create',
    items: [
      { id: 'image', label: 'Text to Image', href: '/user/image', icon: <ImageIcon /> },
      { id: 'video', label: 'Image to Video', href: '/user/video', icon: <VideoIcon /> },
      {
        id: 'chat',
        label: 'AI Chat',
        href: '/user/chat',
        icon: <SparklesIcon />,
        badge: <Badge tone="accent">New</Badge>,
      },
    ],
  },
  {
    id: 'account',
    title: 'Account',
    items: [{ id: 'profile', label: 'Profile', href: '/user/profile', icon: <UserIcon /> }],
  },
];

export const WithIconsAndBadge: Story = { args: { sections: withIcons, currentHref: '/user/chat' } };

export const Collapsed: Story = {
  args: { sections: withIcons, isCollapsed: true, currentHref: '/user/video' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Image to Video' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const PlanGated: Story = {
  args: {
    userPlan: 'free',
    sections: [
      {
        id: 'pro',
        title: 'Pro tools',
        items: [{ id: 'upscale', label: '4K Upscaler', href: '/user/video-upscale', minPlan: 'pro' }],
      },
      { id: 'basic', title: 'Basics', items: [{ id: 'dash', label: 'Dashboard', href: '/user/dashboard' }] },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'Pro tools' })).not.toBeInTheDocument();
  },
};

export const NoSections: Story = { args: { sections: [] } };
