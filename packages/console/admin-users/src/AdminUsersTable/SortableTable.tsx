import type { ReactNode } from 'react';
import * as styles from './SortableTable.css';

export interface SortableColumn<Row, Key extends string> {
  id: Key;
  name: string;
  /** Names the row for screen readers (a `th scope="row"`): one column should. */
  isRowHeader?: boolean;
  align?: 'start' | 'end';
  render: (row: Row) => ReactNode;
}

export interface SortableTableProps<Row extends { id: string }, Key extends string> {
  'aria-label': string;
  /** Names the box the table scrolls sideways in. */
  scrollLabel: string;
  columns: readonly SortableColumn<Row, Key>[];
  rows: readonly Row[];
  sort: Key;
  order: 'asc' | 'desc';
  onSort: (column: Key) => void;
  emptyState: ReactNode;
  actionsLabel: string;
  rowActions: (row: Row) => ReactNode;
}

/**
 * A native table with sortable headers (a button in each `th`, `aria-sort` on the sorted one). The rows come sorted and
 * paged from the server, so the table only ever holds one page; react-aria's grid (63 kB gzipped) would not fit the
 * screen's 45 kB budget, and row buttons in the tab order are all the keyboard needs.
 */
export function SortableTable<Row extends { id: string }, Key extends string>({
  'aria-label': ariaLabel,
  scrollLabel,
  columns,
  rows,
  sort,
  order,
  onSort,
  emptyState,
  actionsLabel,
  rowActions,
}: SortableTableProps<Row, Key>) {
  return (
    // Scrolls sideways in its own box on narrow screens: a named region in the tab order, so keyboards can scroll it
    // (axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.container} role="region" aria-label={scrollLabel} tabIndex={0}>
      <table aria-label={ariaLabel} className={styles.table}>
        <thead className={styles.head}>
          <tr className={styles.headRow}>
            {columns.map((column) => {
              const sorted = column.id === sort;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sorted ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                  data-align={column.align ?? 'start'}
                  className={styles.column}
                >
                  <button
                    type="button"
                    className={styles.sortButton}
                    data-sorted={sorted || undefined}
                    onClick={() => onSort(column.id)}
                  >
                    {column.name}
                    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className={styles.sortIcon}>
                      <path
                        d={sorted && order === 'desc' ? 'M4 6l4 4 4-4' : 'M4 10l4-4 4 4'}
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.6"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </button>
                </th>
              );
            })}
            <th scope="col" data-align="end" className={styles.column}>
              <span className={styles.actionsHeader}>{actionsLabel}</span>
            </th>
          </tr>
        </thead>
        <tbody className={styles.body}>
          {rows.length === 0 ? (
            <tr className={styles.row}>
              <td colSpan={columns.length + 1} className={styles.empty}>
                {emptyState}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={styles.row}>
                {columns.map((column) =>
                  column.isRowHeader ? (
                    <th key={column.id} scope="row" data-align={column.align ?? 'start'} className={styles.rowHeader}>
                      {column.render(row)}
                    </th>
                  ) : (
                    <td key={column.id} data-align={column.align ?? 'start'} className={styles.cell}>
                      {column.render(row)}
                    </td>
                  ),
                )}
                <td data-align="end" className={styles.cell}>
                  {rowActions(row)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
