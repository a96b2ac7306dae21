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
  it('shows the first panel and moves between tabs with the arrow keys', async () => {
    const onSelectionChange = vi.fn();
    render(<Tabs label="Studio mode" items={items} onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Studio mode' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Upscale panel');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Enhance' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Transform' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Style transfer panel');
    expect(onSelectionChange).toHaveBeenLastCalledWith('transform');
  });

  it('skips disabled tabs', async () => {
    render(<Tabs label="Studio mode" items={items} defaultSelectedKey="transform" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Enhance' })).toHaveAttribute('aria-selected', 'true');
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<Tabs label="Nothing" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
