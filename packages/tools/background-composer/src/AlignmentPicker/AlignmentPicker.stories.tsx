import type { BackgroundAlign } from '@mediakit/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backgroundComposerMessages as text } from '../messages';
import { AlignmentPicker } from './AlignmentPicker';
import { alignmentLabels } from './alignmentLabels';

const optionLabels = alignmentLabels(text);

function Demo({
  initial = 'center',
  onChange,
}: {
  initial?: BackgroundAlign;
  onChange?: (align: BackgroundAlign) => void;
}) {
  const [value, setValue] = useState<BackgroundAlign>(initial);
  return (
    <AlignmentPicker
      label={text.alignLabel}
      value={value}
      optionLabels={optionLabels}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = { component: Demo, args: { onChange: fn() } } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {};

export const ArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Center' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Top left' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Top left' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith('bottom-right');
  },
};
