import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Table, sortRows, type SortDescriptor, type TableColumn, type TableProps } from './Table';

interface UserRow {
  id: number;
  name: string;
  email: string;
  role: string;
  status: string;
  usage: number;
}

const names = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Linus Torvalds'];
const users: UserRow[] = names.map((name, i) => ({
  id: i + 1,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  role: ['Admin', 'Manager', 'User'][i % 3] as string,
  status: ['Active', 'Inactive', 'Suspended'][i % 3] as string,
  usage: (i * 7919) % 5000,
}));

const count = (value: number) => value.toLocaleString('en-US');
const tone = (status: string) => (status === 'Active' ? 'success' : status === 'Suspended' ? 'danger' : 'neutral');

function columnsWith(onDelete: (user: UserRow) => void, sortable: boolean): TableColumn<UserRow>[] {
  return [
    { id: 'name', name: 'Name', isRowHeader: true, allowsSorting: sortable },
    { id: 'email', name: 'Email', allowsSorting: sortable },
    { id: 'role', name: 'Role' },
    { id: 'status', name: 'Status', render: (user) => <Badge tone={tone(user.status)}>{user.status}</Badge> },
    { id: 'usage', name: 'Usage', align: 'end', allowsSorting: sortable, render: (user) => count(user.usage) },
    {
      id: 'actions',
      name: 'Actions',
      align: 'end',
      render: (user) => (
        <Button size="sm" variant="quiet" aria-label={`Delete ${user.name}`} onPress={() => onDelete(user)}>
          Delete
        </Button>
      ),
    },
  ];
}

interface UsersTableProps extends Pick<
  TableProps<UserRow>,
  'variant' | 'density' | 'caption' | 'scrollLabel' | 'narrowLayout'
> {
  rows?: UserRow[];
  sortable?: boolean;
  onDelete?: (user: UserRow) => void;
  onSortChange?: (sort: SortDescriptor) => void;
}

/** The users of a team, sorted in the story (a screen gets them sorted and paged from its server). */
function UsersTable({
  rows = users,
  sortable = false,
  onDelete = () => {},
  onSortChange = () => {},
  caption,
  ...props
}: UsersTableProps) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  return (
    <Table
      {...props}
      aria-label={caption === undefined ? 'Users' : undefined}
      caption={caption}
      columns={columnsWith(onDelete, sortable)}
      rows={sortable ? sortRows(rows, sort) : rows}
      sortDescriptor={sortable ? sort : undefined}
      onSortChange={
        sortable
          ? (next) => {
              setSort(next);
              onSortChange(next);
            }
          : undefined
      }
      emptyState="No users found"
    />
  );
}

const meta = {
  title: 'UI/Table',
  component: UsersTable,
  args: { onDelete: fn(), onSortChange: fn() },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

/** A full-width data table: Tab reaches each header's button, Enter or Space sorts, `aria-sort` tells which way. */
export const Sortable: Story = {
  args: { variant: 'framed', sortable: true, scrollLabel: 'Users, scrolls sideways' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(canvas.getByRole('table', { name: 'Users' })).toBeInTheDocument();
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(name).toHaveAttribute('data-sort-direction', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Role' })).not.toHaveAttribute('data-allows-sorting');
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Users, scrolls sideways' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(name).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(canvasElement)[0]).toBe('Linus Torvalds');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const email = canvas.getByRole('columnheader', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-sort', 'ascending');
    await expect(name).not.toHaveAttribute('aria-sort');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'email', direction: 'ascending' });
  },
};

/** The console's lists: rules between rows, a row header per row, actions in the last column. */
export const Plain: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.getAttribute('scope'))).toEqual(
      Array(6).fill('col'),
    );
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(users.length);
    await expect(canvas.getByRole('cell', { name: '2,919' })).toHaveAttribute('data-align', 'end');
    await expect(canvas.queryByRole('button', { name: 'Name' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Grace Hopper' }));
    await expect(args.onDelete).toHaveBeenCalledWith(users[1]);
  },
};

/** A billing or usage panel: the caption names the table and its scroll box; figures do not wrap. */
export const Panel: Story = {
  args: { variant: 'panel', caption: 'Team members and their usage this month' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const caption = 'Team members and their usage this month';
    await expect(canvas.getByRole('table', { name: caption })).toHaveAttribute('data-variant', 'panel');
    await expect(canvas.getByRole('region', { name: caption })).toHaveAttribute('tabindex', '0');
  },
};

/** Half the padding, for a table beside other content. */
export const Compact: Story = {
  args: { density: 'compact' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Users' })).toHaveAttribute(
      'data-density',
      'compact',
    );
  },
};

/** No rows: one row says so across every column, headers stay. */
export const Empty: Story = {
  args: { rows: [], variant: 'framed', sortable: true, scrollLabel: 'Users, scrolls sideways' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByRole('cell', { name: 'No users found' });
    await expect(message).toHaveAttribute('colspan', '6');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
    await expect(canvas.getAllByRole('rowgroup')[1]).toHaveAttribute('data-empty', 'true');
  },
};

/**
 * A narrow column (a phone, a partner's sidebar): the columns do not fit, so each row is a card of "column: value"
 * lines under its row header, and the headers that sort stay as buttons above the cards. Given room again, the table
 * goes back to columns.
 */
export const Stacked: Story = {
  args: { variant: 'framed', sortable: true },
  decorators: [
    (Story) => (
      <div data-testid="column" style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Users' });
    await waitFor(() => expect(table).toHaveAttribute('data-stacked'));
    const box = table.parentElement as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    // A card: the row header on top, then each cell with its column's name, which is not read twice.
    const ada = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(within(ada).getByRole('rowheader')).toHaveTextContent('Ada Lovelace');
    const email = within(ada).getAllByRole('cell')[0] as HTMLElement;
    await expect(email).toHaveTextContent(/^Emailada@example\.com$/);
    await expect(email).toHaveAccessibleName('ada@example.com');
    await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(box.getBoundingClientRect().right);
    // Only the headers that sort show, as buttons; they still sort.
    await expect(canvas.getByRole('columnheader', { name: 'Role' }).getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Usage' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'usage', direction: 'ascending' });
    await expect(firstColumn(canvasElement)[0]).toBe('Ada Lovelace');
    await userEvent.click(within(canvas.getAllByRole('row')[2] as HTMLElement).getByRole('button', { name: /Delete/ }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    // Room again: columns again.
    canvas.getByTestId('column').style.maxInlineSize = '1000px';
    await waitFor(() => expect(table).not.toHaveAttribute('data-stacked'));
    await expect(canvas.getByRole('columnheader', { name: 'Role' }).getBoundingClientRect().width).toBeGreaterThan(1);
    await expect(within(ada).getAllByRole('cell')[0]).toHaveTextContent(/^ada@example\.com$/);
  },
};

/** Between a phone and room for the columns (640 px): two cards side by side, in the rows' order. */
export const StackedTwoAcross: Story = {
  args: { variant: 'framed', sortable: true },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Users' });
    await waitFor(() => expect(table).toHaveAttribute('data-stacked'));
    const [first, second, third] = canvas.getAllByRole('row').slice(1) as HTMLElement[];
    const top = (row: HTMLElement | undefined) => Math.round(row!.getBoundingClientRect().top);
    await expect(top(second)).toBe(top(first));
    await expect(second!.getBoundingClientRect().left).toBeGreaterThan(first!.getBoundingClientRect().right);
    await expect(top(third)).toBeGreaterThan(top(first));
    const box = table.parentElement as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** The users as a screen that polls its server gets them: the same rows as new objects every 50 ms. */
function PolledUsersTable(props: UsersTableProps) {
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setPolls((count) => count + 1), 50);
    return () => clearInterval(timer);
  }, []);
  return (
    <div data-testid="column" data-polls={polls} style={{ maxInlineSize: 320 }}>
      <UsersTable {...props} rows={users.map((user) => ({ ...user }))} />
    </div>
  );
}

/**
 * Cards whose rows are replaced while a card's button has the focus (a list that polls its server): each new set of
 * rows is laid out in columns once to learn their width, and the button keeps its focus throughout.
 */
export const StackedWhilePolling: Story = {
  args: { variant: 'framed' },
  render: (args) => <PolledUsersTable {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Users' });
    await waitFor(() => expect(table).toHaveAttribute('data-stacked'));
    const deleteGrace = canvas.getByRole('button', { name: 'Delete Grace Hopper' });
    deleteGrace.focus();
    const polled = Number(canvas.getByTestId('column').dataset['polls']);
    await waitFor(() => expect(Number(canvas.getByTestId('column').dataset['polls'])).toBeGreaterThan(polled + 3));
    await expect(table).toHaveAttribute('data-stacked');
    await expect(canvas.getByRole('button', { name: 'Delete Grace Hopper' })).toBe(deleteGrace);
    await expect(deleteGrace).toHaveFocus();
  },
};

/** `narrowLayout="scroll"`: the table keeps its columns and scrolls sideways in its box, which a keyboard can focus. */
export const Narrow: Story = {
  args: { variant: 'framed', sortable: true, scrollLabel: 'Users, scrolls sideways', narrowLayout: 'scroll' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Users, scrolls sideways' });
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    box.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(box).toHaveFocus();
  },
};
