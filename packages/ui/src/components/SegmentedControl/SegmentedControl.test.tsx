import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl, type SegmentOption } from './SegmentedControl';

const media: SegmentOption[] = [
  { id: 'image', label: 'Image' },
  { id: 'video', label: 'Video' },
  { id: 'audio', label: 'Audio', isDisabled: true },
];

describe('SegmentedControl', () => {
  it('is a labelled radio group driven by arrows and Space', async () => {
    const onChange = vi.fn();
    render(<SegmentedControl label="Media type" options={media} defaultValue="image" onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Media type' });
    expect(group).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Image' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Image' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Video' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('video');
    expect(screen.getByRole('radio', { name: 'Video' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Video' })).toHaveAttribute('data-selected', 'true');
  });

  it('keeps one segment selected when the selected one is pressed again', async () => {
    const onChange = vi.fn();
    render(<SegmentedControl label="Media type" options={media} defaultValue="image" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Image' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Image' })).toBeChecked();
  });

  it('respects a controlled value and disabled segments', async () => {
    const onChange = vi.fn();
    render(<SegmentedControl aria-label="Type" options={media} value="video" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Video' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Audio' })).toBeDisabled();
  });

  it('survives empty, null and duplicate options, with a fallback name, ref and className', () => {
    const ref = createRef<HTMLDivElement>();
    const bad = [null, { id: 'a', label: 'A' }, { id: 'a', label: 'Again' }] as unknown as SegmentOption[];
    const { rerender } = render(<SegmentedControl options={bad} value={null} ref={ref} className="partner" />);
    expect(screen.getByRole('radiogroup', { name: 'Options' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(ref.current?.className).toMatch(/\S+ partner$/);
    rerender(<SegmentedControl options={null} />);
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });
});
