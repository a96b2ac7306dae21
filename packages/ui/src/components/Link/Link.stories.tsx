import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';
import { RouterProvider } from './RouterProvider';

const navigate = fn();

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/user/dashboard', children: 'Go to your dashboard' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone', 'quiet'] } },
  parameters: {
    docs: {
      description: {
        component: [
          'Router-agnostic: the host wraps its app once in `RouterProvider` (from `@mediakit/ui/Link`, also react-aria’s), and every `Link` (and',
          'every other react-aria link, e.g. menu items) navigates client-side. With React Router:',
          '',
          '```tsx',
          "import { RouterProvider } from '@mediakit/ui/Link';",
          "import { useHref, useNavigate } from 'react-router-dom';",
          '',
          'function App() {',
          '  const navigate = useNavigate();',
          '  return (',
          '    <RouterProvider navigate={navigate} useHref={useHref}>',
          '      <Routes>…</Routes>',
          '    </RouterProvider>',
          '  );',
          '}',
          '```',
          '',
          '`useHref` turns router paths into real hrefs (base paths), `navigate` receives the `href` as a router',
          'path. Without a provider, `Link` is a plain anchor.',
        ].join('\n'),
      },
    },
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate} useHref={(href) => href}>
        <p style={{ margin: 0 }}>{Story()}</p>
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const anchor = within(canvasElement).getByRole('link', { name: 'Go to your dashboard' });
    await userEvent.tab();
    await expect(anchor).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/user/dashboard', undefined);
  },
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'View all media' } };
export const Quiet: Story = { args: { variant: 'quiet', children: 'Privacy' } };

export const External: Story = {
  args: { href: 'https://example.com/docs', isExternal: true, children: 'API documentation' },
  play: async ({ canvasElement }) => {
    const anchor = within(canvasElement).getByRole('link', { name: 'API documentation (opens in a new tab)' });
    await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const InText: Story = {
  render: (args) => (
    <>
      By signing up you agree to our{' '}
      <Link {...args} href="/terms">
        terms
      </Link>{' '}
      and{' '}
      <Link {...args} href="/privacy">
        privacy policy
      </Link>
      .
    </>
  ),
};
