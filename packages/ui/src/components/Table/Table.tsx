import { forwardRef, type ReactNode } from 'react';
import {
  Cell,
  Checkbox,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon, MinusIcon } from '../Icon';
import * as styles from './Table.css';

export type { SortDescriptor, Selection } from 'react-aria-components';

/** One column of a `Table`. */
export interface TableColumn<T> {
  /** Unique id; also the default property of a row to show. */
  id: string;
  /** Header text. */
  name: ReactNode;
  /** Whether clicking (or Enter on) the header sorts by this column. */
  allowsSorting?: boolean;
  /** Whether this column names the row for screen readers (e.g. the user's name). One column should be. */
  isRowHeader?: boolean;
  /** Text alignment; numbers usually align to the end. */
  align?: 'start' | 'end';
  /** Renders a cell; defaults to `String(row[id])`. */
  render?: (row: T) => ReactNode;
}

/** A row of a `Table`; rows without an `id` are keyed by position. */
export type TableRowData = { id?: Key } & object;

export interface TableProps<T extends TableRowData> {
  /** Accessible name of the table; required because a table is a landmark of data. */
  'aria-label': string;
  /** The columns, in order. An empty list renders an empty table without throwing. */
  columns: readonly TableColumn<T>[] | null | undefined;
  /** The rows, already sorted and paginated by the caller. */
  rows: readonly T[] | null | undefined;
  /** The current sort column and direction; headers show it and expose `aria-sort`. */
  sortDescriptor?: SortDescriptor;
  /** Called with the new sort when a sortable header is pressed (same column toggles, a new one starts ascending). */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shown when there are no rows, e.g. 'No users found'. */
  emptyState?: ReactNode;
  /** Renders per-row actions (buttons or a Menu) in a last column. */
  rowActions?: (row: T) => ReactNode;
  /** Header of the actions column (visually hidden is not allowed for column headers, so keep it short). */
  rowActionsLabel?: string;
  /** Row selection; `multiple` adds a checkbox column with select-all. */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** Selected row keys (controlled). */
  selectedKeys?: Selection;
  /** Initially selected row keys (uncontrolled). */
  defaultSelectedKeys?: Selection;
  /** Called with the new selection. */
  onSelectionChange?: (keys: Selection) => void;
  /** Called when a row is activated (Enter or click) and selection is off. */
  onRowAction?: (key: Key) => void;
  /** Extra class names for the scroll container, appended after ours. */
  className?: string;
}

type ColumnEntry<T> =
  | { kind: 'selection'; id: '__selection' }
  | { kind: 'data'; id: string; column: TableColumn<T> }
  | { kind: 'actions'; id: '__actions' };

interface RowEntry<T> {
  id: Key;
  row: T;
}

function SelectionCheckbox({ label }: { label?: string }) {
  return (
    <Checkbox slot="selection" aria-label={label} className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.checkboxBox} aria-hidden="true">
          {isIndeterminate ? <MinusIcon size={14} /> : isSelected ? <CheckIcon size={14} /> : null}
        </span>
      )}
    </Checkbox>
  );
}

function cellText(row: object, id: string): ReactNode {
  const value = (row as Record<string, unknown>)[id];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toLocaleString();
  return String(value);
}

function TableInner<T extends TableRowData>(
  {
    'aria-label': ariaLabel,
    columns,
    rows,
    sortDescriptor,
    onSortChange,
    emptyState = 'No results',
    rowActions,
    rowActionsLabel = 'Actions',
    selectionMode = 'none',
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
    onRowAction,
    className,
  }: TableProps<T>,
  ref: React.ForwardedRef<HTMLDivElement>,
) {
  const columnIds = new Set<Key>();
  const dataColumns = (columns ?? []).filter((column): column is TableColumn<T> => {
    if (!column?.id || columnIds.has(column.id)) return false;
    columnIds.add(column.id);
    return true;
  });
  const hasRowHeader = dataColumns.some((column) => column.isRowHeader);
  const entries: ColumnEntry<T>[] = [
    ...(selectionMode === 'multiple' ? [{ kind: 'selection', id: '__selection' } as const] : []),
    ...dataColumns.map((column) => ({ kind: 'data' as const, id: column.id, column })),
    ...(rowActions ? [{ kind: 'actions', id: '__actions' } as const] : []),
  ];
  // react-aria throws on duplicate keys: a row repeating an id (or one whose index equals another row's id) still
  // shows, under a key of its own.
  const rowIds = new Set<Key>();
  const items: RowEntry<T>[] = (rows ?? [])
    .filter((row): row is T => row !== null && typeof row === 'object')
    .map((row, index) => {
      let id: Key = typeof row.id === 'string' || typeof row.id === 'number' ? row.id : index;
      while (rowIds.has(id)) id = `${id}~`;
      rowIds.add(id);
      return { id, row };
    });

  return (
    <div ref={ref} className={[styles.container, className].filter(Boolean).join(' ')}>
      <AriaTable
        aria-label={ariaLabel}
        className={styles.table}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        selectionMode={selectionMode}
        selectedKeys={selectedKeys}
        defaultSelectedKeys={defaultSelectedKeys}
        onSelectionChange={onSelectionChange}
        onRowAction={onRowAction}
      >
        <TableHeader columns={entries} className={styles.header}>
          {(entry) => {
            if (entry.kind === 'selection') {
              return (
                <Column id={entry.id} className={styles.column} textValue="Select">
                  <SelectionCheckbox />
                </Column>
              );
            }
            if (entry.kind === 'actions') {
              return (
                <Column id={entry.id} className={styles.column} data-align="end">
                  {rowActionsLabel}
                </Column>
              );
            }
            const { column } = entry;
            const isFirst = dataColumns[0] === column;
            return (
              <Column
                id={column.id}
                allowsSorting={column.allowsSorting}
                isRowHeader={column.isRowHeader || (!hasRowHeader && isFirst)}
                data-align={column.align ?? 'start'}
                className={styles.column}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.columnContent}>
                    {column.name}
                    {allowsSorting &&
                      (sortDirection === 'descending' ? (
                        <ChevronDownIcon className={styles.sortIcon} />
                      ) : (
                        <ChevronUpIcon className={styles.sortIcon} />
                      ))}
                  </span>
                )}
              </Column>
            );
          }}
        </TableHeader>
        <TableBody
          className={styles.body}
          items={items}
          renderEmptyState={() => <div className={styles.empty}>{emptyState}</div>}
        >
          {(item) => (
            <Row id={item.id} columns={entries} className={styles.row}>
              {(entry) => {
                if (entry.kind === 'selection') {
                  return (
                    <Cell className={styles.cell}>
                      <SelectionCheckbox />
                    </Cell>
                  );
                }
                if (entry.kind === 'actions') {
                  return (
                    <Cell className={styles.cell} data-align="end">
                      <div className={styles.actions}>{rowActions?.(item.row)}</div>
                    </Cell>
                  );
                }
                const { column } = entry;
                return (
                  <Cell className={styles.cell} data-align={column.align ?? 'start'}>
                    {column.render ? column.render(item.row) : cellText(item.row, column.id)}
                  </Cell>
                );
              }}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}

/**
 * A data table on react-aria's grid: arrow-key navigation between cells, sortable headers with `aria-sort`,
 * optional row selection with checkboxes, per-row actions and an empty-state text. Sorting and paging are the
 * caller's: pass the sorted rows of the current page.
 */
export const Table = /*#__PURE__*/ forwardRef(TableInner) as <T extends TableRowData>(
  props: TableProps<T> & { ref?: React.Ref<HTMLDivElement> },
) => ReturnType<typeof TableInner>;

/** Sorts rows by a descriptor: numbers and dates by value, everything else by locale-aware text. Pure. */
export function sortRows<T extends object>(rows: readonly T[] | null | undefined, descriptor?: SortDescriptor): T[] {
  const list = [...(rows ?? [])];
  if (!descriptor?.column) return list;
  const key = String(descriptor.column);
  const direction = descriptor.direction === 'descending' ? -1 : 1;
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  const valueOf = (row: T) => (row as Record<string, unknown>)[key];
  return list.sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    if (x instanceof Date && y instanceof Date) return (x.getTime() - y.getTime()) * direction;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * direction;
    return collator.compare(String(x), String(y)) * direction;
  });
}
