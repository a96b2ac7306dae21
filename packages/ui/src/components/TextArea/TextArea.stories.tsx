import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea, type TextAreaProps } from './TextArea';

function Controlled(props: Omit<TextAreaProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextArea {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/TextArea',
  component: Controlled,
  args: { label: 'Prompt', placeholder: 'Describe the image…' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const field = canvas.getByRole('textbox', { name: 'Prompt' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('A red fox');
    await expect(field).toHaveValue('A red fox');
  },
};

export const WithDescription: Story = { args: { description: 'Ctrl/Cmd+Enter generates.' } };

export const WithCounter: Story = {
  args: { characterLimit: 20, initial: 'A fox in the snow' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('17 / 20')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox'), ' at dusk');
    await expect(canvas.getByText('25 / 20')).toHaveAttribute('data-over-limit', 'true');
  },
};

/** Past the limit the text stays whole; the counter turns to the danger colour for the caller to explain. */
export const OverLimit: Story = { args: { characterLimit: 20, initial: 'A red fox in the snow at dusk' } };

export const Invalid: Story = { args: { errorMessage: 'Please enter a prompt.' } };
export const Disabled: Story = { args: { isDisabled: true, initial: 'Read only while generating' } };
