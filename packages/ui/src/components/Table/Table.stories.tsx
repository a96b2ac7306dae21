import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Pagination } from '../Pagination';
import { Table, sortRows, type SortDescriptor, type TableColumn } from './Table';

interface UserRow {
  id: number;
  name: string;
  email: string;
  role: string;
  status: string;
  usage: number;
}

const roles = ['Admin', 'Manager', 'User'];
const statuses = ['Active', 'Inactive', 'Suspended'];
const names = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Linus Torvalds',
  'Margaret Hamilton',
];
const allUsers: UserRow[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `${names[i % names.length]} ${Math.floor(i / names.length) + 1}`,
  email: `user${i + 1}@example.com`,
  role: roles[i % 3] as string,
  status: statuses[i % 3] as string,
  usage: (i * 7919) % 5000,
}));

const columns: TableColumn<UserRow>[] = [
  { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: true },
  { id: 'email', name: 'Email', allowsSorting: true },
  { id: 'role', name: 'Role' },
  { id: 'status', name: 'Status' },
  { id: 'usage', name: 'Usage', allowsSorting: true, align: 'end', render: (u) => u.usage.toLocaleString('en-US') },
];

function UsersTable({
  rows = allUsers,
  selectionMode,
  onDelete = () => {},
}: {
  rows?: UserRow[];
  selectionMode?: 'none' | 'multiple';
  onDelete?: (id: number) => void;
}) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const visible = sorted.slice((page - 1) * pageSize, page * pageSize);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Table
        aria-label="Users"
        columns={columns}
        rows={visible}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        selectionMode={selectionMode}
        emptyState="No users found"
        rowActions={(user) => (
          <>
            <Button size="sm" variant="quiet" aria-label={`Edit ${user.name}`}>
              Edit
            </Button>
            <Button size="sm" variant="quiet" aria-label={`Delete ${user.name}`} onPress={() => onDelete(user.id)}>
              Delete
            </Button>
          </>
        )}
      />
      <Pagination
        page={page}
        totalItems={rows.length}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Table',
  component: UsersTable,
  args: { onDelete: fn() },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab into the grid, ArrowUp to the header, Enter sorts (aria-sort flips). */
export const Sortable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(name).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
  },
};

/** Row actions are reachable with the arrow keys inside the grid. */
export const RowActions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Delete / })[0] as HTMLElement);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const Selectable: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getAllByRole('row')[1] as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await expect(row).toHaveAttribute('aria-selected', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No users found')).toBeInTheDocument();
    await expect(canvas.getByText('Page 1 of 1')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};
