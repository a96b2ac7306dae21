import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StudioTabs } from './StudioTabs';

type Mode = 'enhance' | 'transform' | 'other';

function Harness() {
  const [selected, setSelected] = useState<Mode>('enhance');
  return (
    <StudioTabs
      label="Studio mode"
      tabs={[
        { id: 'enhance', label: 'Enhance' },
        { id: 'transform', label: 'Transform' },
        { id: 'other', label: 'Other' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p>{selected} panel</p>
    </StudioTabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('StudioTabs', () => {
  it('names the list and the panel after the selected tab, with one tab in the Tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Studio mode' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Enhance' })).toHaveTextContent('enhance panel');
    expect(tab('Enhance')).toHaveAttribute('tabindex', '0');
    expect(tab('Transform')).toHaveAttribute('tabindex', '-1');
    expect(tab('Transform')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
  });

  it('moves focus and selection with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(tab('Enhance')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Other')).toHaveFocus();
    expect(tab('Other')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Enhance')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Other')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Enhance')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Enhance' })).toHaveTextContent('enhance panel');
  });

  it('selects a tab on click', async () => {
    render(<Harness />);
    await userEvent.click(tab('Transform'));
    expect(tab('Transform')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Enhance')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Transform' })).toHaveTextContent('transform panel');
  });
});
