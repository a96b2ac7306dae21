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
  { id: 'email', name: 'Email' },
  { id: 'usage', name: 'Usage', allowsSorting: true, align: 'end', render: (u) => u.usage.toLocaleString('en-US') },
];

function Sortable({ onDelete }: { onDelete?: (user: User) => void }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  return (
    <Table
      aria-label="Users"
      columns={columns}
      rows={sortRows(users, sort)}
      sortDescriptor={sort}
      onSortChange={setSort}
      emptyState="No users found"
      rowActions={(user) => (
        <button type="button" onClick={() => onDelete?.(user)}>
          Delete {user.name}
        </button>
      )}
    />
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('Table', () => {
  it('renders columns, cells via render functions and an actions column', () => {
    render(<Sortable />);
    expect(screen.getByRole('grid', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Name',
      'Email',
      'Usage',
      'Actions',
    ]);
    expect(screen.getByRole('gridcell', { name: '1,200' })).toBeInTheDocument();
    expect(names()).toEqual(['Ada', 'Bea', 'Cy']);
  });

  it('exposes aria-sort and toggles the direction on the same column', async () => {
    render(<Sortable />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(name);
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Cy', 'Bea', 'Ada']);
    const usage = screen.getByRole('columnheader', { name: 'Usage' });
    await userEvent.click(usage);
    expect(usage).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Cy', 'Bea', 'Ada']);
    expect(screen.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts from the keyboard', async () => {
    render(<Sortable />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('runs row actions with the row', async () => {
    const onDelete = vi.fn();
    render(<Sortable onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Cy' }));
    expect(onDelete).toHaveBeenCalledWith(users[2]);
  });

  it('shows the empty-state text and survives null rows and columns', () => {
    const { rerender } = render(<Table aria-label="Users" columns={columns} rows={[]} emptyState="No users found" />);
    expect(screen.getByText('No users found')).toBeInTheDocument();
    rerender(<Table aria-label="Users" columns={null} rows={null} />);
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('shows every row and column once even when ids repeat or are missing, instead of throwing', () => {
    const user = { email: 'x@example.com', usage: 1 };
    const rows = [
      null,
      { ...user, id: 1, name: 'Ada' },
      { ...user, name: 'No id' },
      { ...user, id: 1, name: 'Repeated id' },
    ] as unknown as User[];
    const repeated = [...columns, columns[0]] as typeof columns;
    expect(() => render(<Table aria-label="Users" columns={repeated} rows={rows} />)).not.toThrow();
    expect(screen.getAllByRole('columnheader')).toHaveLength(columns.length);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3);
    expect(screen.getByText('Repeated id')).toBeInTheDocument();
  });

  it('selects rows with checkboxes in multiple selection mode', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Table
        aria-label="Users"
        columns={columns}
        rows={users}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      />,
    );
    const checkboxes = screen.getAllByRole('checkbox');
    expect(checkboxes).toHaveLength(4);
    await userEvent.click(checkboxes[1] as HTMLElement);
    expect([...(onSelectionChange.mock.calls[0]?.[0] as Set<number>)]).toEqual([1]);
    await userEvent.click(checkboxes[0] as HTMLElement);
    expect(onSelectionChange.mock.calls[1]?.[0]).toBe('all');
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
