import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as icons from './icons';
import { SparklesIcon, type IconProps } from '.';
import { vars } from '../../theme';

const meta = {
  title: 'UI/Icon',
  component: SparklesIcon,
  args: { size: 24 },
  parameters: {
    docs: {
      description: {
        component:
          'Tree-shakeable SVG icons (`import { CloseIcon } from "@mediakit/ui"`). Decorative by default (`aria-hidden`); pass `title` when the icon is the only content carrying meaning.',
      },
    },
  },
} satisfies Meta<typeof SparklesIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: (args: IconProps) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon {...args} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(Object.keys(icons).length);
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};

export const Labelled: Story = {
  args: { title: 'AI generated' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'AI generated' })).toBeInTheDocument();
  },
};

export const InheritsColourAndSize: Story = {
  render: (args: IconProps) => (
    <p style={{ fontSize: 32, color: vars.color.accentText, margin: 0 }}>
      <SparklesIcon {...args} size={undefined} /> 1em
    </p>
  ),
};
