import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Grid, Inline, Stack } from './Layout';
import { vars } from '../../theme';

function Box({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        padding: 12,
        borderRadius: 8,
        background: vars.color.surfaceSunken,
        border: `1px solid ${vars.color.border}`,
        color: vars.color.text,
      }}
    >
      {children}
    </div>
  );
}

const items = ['One', 'Two', 'Three', 'Four', 'Five'];

const meta = {
  title: 'UI/Layout',
  component: Stack,
  args: { gap: 'md' },
  argTypes: {
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackStory: Story = {
  name: 'Stack',
  render: (args) => (
    <Stack {...args}>
      {items.slice(0, 3).map((item) => (
        <Box key={item}>{item}</Box>
      ))}
    </Stack>
  ),
};

export const InlineStory: Story = {
  name: 'Inline',
  render: (args) => (
    <Inline gap={args.gap} justify={args.justify} as="ul" aria-label="Numbers">
      {items.map((item) => (
        <li key={item}>
          <Box>{item}</Box>
        </li>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const InlineBetween: Story = {
  render: () => (
    <Inline justify="between">
      <Box>Start</Box>
      <Box>End</Box>
    </Inline>
  ),
};

export const GridAuto: Story = {
  render: (args) => (
    <Grid gap={args.gap} minItemWidth="140px">
      {items.map((item) => (
        <Box key={item}>{item}</Box>
      ))}
    </Grid>
  ),
};

export const GridThreeColumns: Story = {
  render: (args) => (
    <Grid gap={args.gap} columns={3}>
      {items.map((item) => (
        <Box key={item}>{item}</Box>
      ))}
    </Grid>
  ),
};
