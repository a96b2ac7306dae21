import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

function Example({ onAction }: { onAction?: (key: unknown) => void }) {
  return (
    <MenuTrigger>
      <Button>Actions</Button>
      <Menu aria-label="Row actions" onAction={onAction} className="partner">
        <MenuSection title="Edit">
          <MenuItem id="view">View</MenuItem>
          <MenuItem id="edit" description="Change fields">
            Edit
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="delete" tone="danger">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

describe('Menu', () => {
  it('opens by keyboard, navigates with arrows and activates with Enter', async () => {
    const onAction = vi.fn();
    render(<Example onAction={onAction} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'View' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: /Edit/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('renders sections with headings, a separator and the danger tone', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('group', { name: 'Edit' })).toBeInTheDocument();
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-tone', 'danger');
    expect(menu.closest('.partner')).not.toBeNull();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus());
  });

  it('forwards refs of items, sections and separators', async () => {
    const item = createRef<HTMLDivElement>();
    const section = createRef<HTMLElement>();
    const separator = createRef<HTMLElement>();
    render(
      <MenuTrigger defaultOpen>
        <Button>Actions</Button>
        <Menu aria-label="Row actions">
          <MenuSection title="Edit" ref={section}>
            <MenuItem id="view" ref={item}>
              View
            </MenuItem>
          </MenuSection>
          <MenuSeparator ref={separator} />
        </Menu>
      </MenuTrigger>,
    );
    const menu = await screen.findByRole('menu');
    expect(item.current).toBe(within(menu).getByRole('menuitem', { name: 'View' }));
    expect(section.current).toBe(within(menu).getByRole('group', { name: 'Edit' }));
    expect(separator.current).toBe(within(menu).getByRole('separator'));
  });

  it('renders an empty menu without throwing', async () => {
    render(
      <MenuTrigger>
        <Button>Empty</Button>
        <Menu aria-label="Nothing" items={[]}>
          {() => <MenuItem>never</MenuItem>}
        </Menu>
      </MenuTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Empty' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
