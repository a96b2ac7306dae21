import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Table, sortRows, type SortDescriptor, type TableColumn } from './Table';

interface User {
  id: number;
  name: string;
  email: string;
  usage: number;
}

const users: User[] = [
  { id: 1, name: 'Bea', email: 'bea@example.com', usage: 300 },
  { id: 2, name: 'Ada', email: 'ada@example.com', usage: 1200 },
  { id: 3, name: 'Cy', email: 'cy@example.com', usage: 90 },
];

const columns: TableColumn<User>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'email', name: 'Email', className: (user) => (user.id === 3 ? 'flagged' : undefined) },
  { id: 'usage', name: 'Usage', allowsSorting: true, align: 'end', render: (u) => u.usage.toLocaleString('en-US') },
];

function Sortable({ onSortChange }: { onSortChange?: (sort: SortDescriptor) => void }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  return (
    <Table
      aria-label="Users"
      columns={columns}
      rows={sortRows(users, sort)}
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange?.(next);
      }}
      emptyState="No users found"
    />
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('Table', () => {
  it('is a native table: column headers with scope, row headers, cells from render functions', () => {
    render(<Sortable />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table.tagName).toBe('TABLE');
    expect(screen.getAllByRole('columnheader').map((c) => [c.textContent, c.getAttribute('scope')])).toEqual([
      ['Name', 'col'],
      ['Email', 'col'],
      ['Usage', 'col'],
    ]);
    expect(screen.getAllByRole('rowheader').every((cell) => cell.getAttribute('scope') === 'row')).toBe(true);
    expect(screen.getByRole('cell', { name: '1,200' })).toHaveAttribute('data-align', 'end');
    expect(screen.getByRole('cell', { name: 'cy@example.com' })).toHaveClass('flagged');
    expect(screen.getByRole('cell', { name: 'ada@example.com' })).not.toHaveClass('flagged');
    expect(names()).toEqual(['Ada', 'Bea', 'Cy']);
  });

  it('sorts from header buttons: aria-sort on the sorted column only, the same column turns around', async () => {
    const onSortChange = vi.fn();
    render(<Sortable onSortChange={onSortChange} />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(name).toHaveAttribute('data-allows-sorting', 'true');
    expect(screen.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('data-allows-sorting');
    expect(screen.queryByRole('button', { name: 'Email' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Cy', 'Bea', 'Ada']);
    await userEvent.click(screen.getByRole('button', { name: 'Usage' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'usage', direction: 'ascending' });
    expect(screen.getByRole('columnheader', { name: 'Usage' })).toHaveAttribute('aria-sort', 'ascending');
    expect(name).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Cy', 'Bea', 'Ada']);
  });

  it('sorts from the keyboard: Tab to a header, Enter', async () => {
    render(<Sortable />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('headers are plain text without onSortChange', () => {
    render(<Table aria-label="Users" columns={columns} rows={users} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('data-allows-sorting');
  });

  it('shows the empty state across all columns, or an empty body without one', () => {
    const { rerender } = render(<Table aria-label="Users" columns={columns} rows={[]} emptyState="No users found" />);
    expect(screen.getByRole('cell', { name: 'No users found' })).toHaveAttribute('colspan', '3');
    expect(screen.getAllByRole('rowgroup')[1]).toHaveAttribute('data-empty', 'true');
    rerender(<Table aria-label="Users" columns={columns} rows={[]} />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('a caption names the table and its scroll box, which is in the tab order', () => {
    render(<Table caption="Members" columns={columns} rows={users} variant="panel" />);
    expect(screen.getByRole('table', { name: 'Members' })).toHaveAttribute('data-variant', 'panel');
    expect(screen.getByRole('region', { name: 'Members' })).toHaveAttribute('tabindex', '0');
  });

  it('a scroll label names the box; without caption or label the box is not a region', () => {
    const { rerender } = render(<Table aria-label="Users" scrollLabel="Users list" columns={columns} rows={users} />);
    expect(screen.getByRole('region', { name: 'Users list' })).toHaveAttribute('tabindex', '0');
    rerender(<Table aria-label="Users" columns={columns} rows={users} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keys rows by id, then by position', () => {
    const rows = [{ name: 'No id', email: '', usage: 1 }, users[0]] as User[];
    render(<Table aria-label="Users" columns={columns} rows={rows} />);
    expect(names()).toEqual(['No id', 'Bea']);
  });
});

describe('sortRows', () => {
  it('sorts numbers, text and dates, puts missing values last and never mutates', () => {
    const rows = [
      { id: 1, n: 10, s: 'b', d: new Date(2025, 1, 1) },
      { id: 2, n: 2, s: 'a10', d: new Date(2025, 0, 1) },
      { id: 3, n: null, s: 'a9', d: new Date(2026, 0, 1) },
    ];
    expect(sortRows(rows, { column: 'n', direction: 'ascending' }).map((r) => r.id)).toEqual([2, 1, 3]);
    expect(sortRows(rows, { column: 's', direction: 'ascending' }).map((r) => r.id)).toEqual([3, 2, 1]);
    expect(sortRows(rows, { column: 'd', direction: 'descending' }).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(sortRows(null)).toEqual([]);
  });
});
