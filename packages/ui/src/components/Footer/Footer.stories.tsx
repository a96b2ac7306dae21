import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Footer, type FooterColumn } from './Footer';

const navigate = fn();

const columns: FooterColumn[] = [
  {
    id: 'product',
    title: 'Product',
    links: [
      { label: 'Text to Image', href: '/text-image' },
      { label: 'Product Video', href: '/product-video' },
      { label: 'Pricing', href: '/pricing' },
    ],
  },
  { id: 'solutions', title: 'Solutions', links: [{ label: 'Marketers', href: '/solutions/marketers' }] },
  {
    id: 'developers',
    title: 'Developers',
    links: [
      { label: 'Docs', href: '/docs' },
      { label: 'Changelog', href: '/changelog' },
    ],
  },
  {
    id: 'resources',
    title: 'Resources',
    links: [
      { label: 'FAQ', href: '/faq' },
      { label: 'Help', href: '/help' },
    ],
  },
];

const meta = {
  title: 'UI/Shell/Footer',
  component: Footer,
  args: {
    columns,
    brand: (
      <>
        <strong>
          Mediakit <Badge tone="accent">Beta</Badge>
        </strong>
        <span>AI media for marketers, developers and designers.</span>
      </>
    ),
    copyright: '© 2026 Mediakit. All rights reserved.',
  },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab reaches the first link, Enter follows it through the host router. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Developers' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Text to Image' })).toHaveFocus();
    navigate.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/text-image', undefined);
  },
};

export const CopyrightOnly: Story = { args: { columns: [], brand: undefined } };
