import { TextArea } from '@mediakit/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ToolFrame } from './ToolFrame';

const meta = {
  title: 'Runtime/ToolFrame',
  component: ToolFrame,
  args: {
    title: 'Image to video',
    children: <TextArea label="Prompt" placeholder="Describe the motion..." rows={3} />,
  },
} satisfies Meta<typeof ToolFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tool = within(canvasElement).getByRole('region', { name: 'Image to video' });
    await expect(within(tool).getByRole('heading', { level: 2, name: 'Image to video' })).toBeInTheDocument();
    await expect(within(tool).getByRole('textbox', { name: 'Prompt' })).toBeInTheDocument();
  },
};

export const WithIntro: Story = { args: { title: 'Video upscaler', intro: 'Upscales a video to 4K (3840x2160).' } };
