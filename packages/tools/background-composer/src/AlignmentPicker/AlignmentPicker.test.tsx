import type { BackgroundAlign } from '@mediakit/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AlignmentPicker } from './AlignmentPicker';

const optionLabels: Record<BackgroundAlign, string> = {
  'top-left': 'Top left',
  top: 'Top',
  'top-right': 'Top right',
  left: 'Left',
  center: 'Center',
  right: 'Right',
  'bottom-left': 'Bottom left',
  bottom: 'Bottom',
  'bottom-right': 'Bottom right',
};

function Picker({ onChange }: { onChange?: (align: BackgroundAlign) => void }) {
  const [value, setValue] = useState<BackgroundAlign>('center');
  return (
    <AlignmentPicker
      label="Align"
      value={value}
      optionLabels={optionLabels}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('AlignmentPicker', () => {
  it('is a labelled radio group of nine with a single tab stop on the selected position', async () => {
    render(<Picker />);
    expect(screen.getByRole('radiogroup', { name: 'Align' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(9);
    expect(screen.getByRole('radio', { name: 'Center' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Center' })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('moves and selects with the arrow keys in two dimensions', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Top' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Top' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Bottom right' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Bottom right' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Center' })).not.toBeChecked();
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('top-left');
  });

  it('selects by click', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Bottom left' }));
    expect(onChange).toHaveBeenCalledWith('bottom-left');
    expect(screen.getByRole('radio', { name: 'Bottom left' })).toBeChecked();
  });
});
