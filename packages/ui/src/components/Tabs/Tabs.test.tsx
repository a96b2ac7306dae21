import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'enhance', label: 'Enhance', content: 'Upscale panel' },
  { id: 'transform', label: 'Transform', content: 'Style transfer panel' },
  { id: 'later', label: 'Later', content: 'Not yet', isDisabled: true },
];

describe('Tabs', () => {
  it('shows the first panel, labelled by its tab, and moves between tabs with the arrow keys', async () => {
    const onSelectionChange = vi.fn();
    render(<Tabs label="Studio mode" items={items} onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Studio mode' })).toHaveAttribute('aria-orientation', 'horizontal');
    expect(screen.getByRole('tabpanel', { name: 'Enhance' })).toHaveTextContent('Upscale panel');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Enhance' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const transform = screen.getByRole('tab', { name: 'Transform' });
    expect(transform).toHaveFocus();
    expect(transform).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Style transfer panel');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', transform.id);
    expect(transform).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    expect(onSelectionChange).toHaveBeenLastCalledWith('transform');
  });

  it('has one tab stop (the selected tab), then the panel', async () => {
    render(<Tabs label="Studio mode" items={items} defaultSelectedKey="transform" />);
    expect(screen.getByRole('tab', { name: 'Enhance' })).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Transform' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('skips disabled tabs, wraps around, and jumps with Home and End', async () => {
    render(<Tabs label="Studio mode" items={items} defaultSelectedKey="transform" />);
    expect(screen.getByRole('tab', { name: 'Later' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Enhance' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Transform' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Enhance' })).toHaveAttribute('aria-selected', 'true');
  });

  it('in manual mode moves focus with the arrows and selects with Enter or Space', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Tabs label="Studio mode" items={items} keyboardActivation="manual" onSelectionChange={onSelectionChange} />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Transform' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Enhance' })).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('transform');
    await userEvent.keyboard('{ArrowLeft} ');
    expect(onSelectionChange).toHaveBeenLastCalledWith('enhance');
  });

  it('is controlled by selectedKey, selects on click, and uses Up and Down when vertical', async () => {
    const onSelectionChange = vi.fn();
    const { rerender } = render(
      <Tabs label="Mode" items={items} selectedKey="transform" onSelectionChange={onSelectionChange} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Enhance' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('enhance');
    expect(screen.getByRole('tab', { name: 'Transform' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Mode" items={items} selectedKey="enhance" orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    screen.getByRole('tab', { name: 'Enhance' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Transform' })).toHaveFocus();
  });

  it('leaves the panel out of the tab order when its content is focusable', async () => {
    render(<Tabs label="Form" items={[{ id: 'a', label: 'A', content: <button type="button">Inside</button> }]} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<Tabs label="Nothing" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
