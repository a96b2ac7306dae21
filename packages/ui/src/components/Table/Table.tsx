import { useId, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { useElementWidth } from '../../hooks/useElementWidth';
import * as styles from './Table.css';

/** Which way a column is sorted; the words of `aria-sort`. */
export type SortDirection = 'ascending' | 'descending';

/** The column a table is sorted by, and which way. */
export interface SortDescriptor {
  column: string;
  direction: SortDirection;
}

/** One column of a `Table`. */
export interface TableColumn<T> {
  /** Unique id; the key `onSortChange` reports and, without `render`, the property of a row to show. */
  id: string;
  /** Header text. */
  name: ReactNode;
  /** Names the row for screen readers (its cells are `<th scope="row">`). One column should. */
  isRowHeader?: boolean;
  /** Text alignment; numbers align to the end (and get tabular figures). */
  align?: 'start' | 'end';
  /** The header is a button that sorts by this column (needs `onSortChange`). */
  allowsSorting?: boolean;
  /** Renders a cell; defaults to the row's `id` property as text. */
  render?: (row: T) => ReactNode;
  /** Extra class names for this column's body cells (e.g. a monospaced value), appended after ours. */
  className?: string | ((row: T) => string | undefined);
}

export interface TableProps<T> {
  /** Names the table. A table needs a name: this, `aria-labelledby` or a `caption`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** A visible caption above the table; it names the table and its scroll box. */
  caption?: ReactNode;
  /** The columns, in order. */
  columns: readonly TableColumn<T>[];
  /** The rows, already sorted and paged by the caller. */
  rows: readonly T[];
  /** A row's React key; defaults to its `id` property, then its position. */
  rowKey?: (row: T, index: number) => Key;
  /** The current sort: its header shows the direction and carries `aria-sort`. */
  sortDescriptor?: SortDescriptor;
  /** Called when a sortable header is pressed: the same column turns around, a new one starts ascending. */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Shown in a row of its own when there are no rows; without it an empty table has an empty body. */
  emptyState?: ReactNode;
  /**
   * `plain`: rules between rows (the console's lists); `panel`: a caption and figures that do not wrap (billing and
   * usage panels); `framed`: a bordered box with a shaded header (a full-width data table).
   */
  variant?: 'plain' | 'panel' | 'framed';
  /** `compact` halves the cell padding (tables beside other content). */
  density?: 'regular' | 'compact';
  /**
   * Names the box the table scrolls sideways in on narrow screens and puts it in the tab order, so a keyboard can
   * scroll it. With a `caption` the box is named by it.
   */
  scrollLabel?: string;
  /**
   * What the table does when its columns do not fit its box (a phone, a partner's sidebar): `stack` shows each row as
   * a card of "column: value" lines, its row header on top, and the headers that sort as a row of buttons; `scroll`
   * keeps the columns and scrolls sideways in the box (give it a `scrollLabel` or a `caption` for keyboards).
   */
  narrowLayout?: 'stack' | 'scroll';
  /** Extra class names for the scroll box, appended after ours. */
  className?: string;
}

/** Room the box must have beyond the columns' width to leave cards: a scrollbar coming and going must not flip it. */
const unstackMargin = 24;

/**
 * Whether the table shows its rows as cards: from the moment its columns are wider than its box until the box has room
 * for them again. Measured before paint; new rows or columns are laid out in columns once to learn their width.
 */
function useStackedWhenTooWide(enabled: boolean, rows: unknown, columns: unknown) {
  const [box, room] = useElementWidth<HTMLDivElement>();
  const table = useRef<HTMLTableElement>(null);
  const columnsWidth = useRef(0);
  const [stacked, setStacked] = useState(false);
  const [measured, setMeasured] = useState({ rows, columns });
  if (stacked && (measured.rows !== rows || measured.columns !== columns)) {
    setMeasured({ rows, columns });
    setStacked(false);
  }
  useLayoutEffect(() => {
    const tableElement = table.current;
    if (!enabled || room === undefined || !tableElement) return;
    if (!stacked) {
      const needed = Math.ceil(tableElement.getBoundingClientRect().width);
      if (needed <= room + 1) return;
      columnsWidth.current = needed;
      setMeasured({ rows, columns });
      setStacked(true);
    } else if (room >= columnsWidth.current + unstackMargin) setStacked(false);
  }, [enabled, room, stacked, rows, columns]);
  return { box, table, stacked: enabled && stacked };
}

const cellText = (row: unknown, id: string): ReactNode => {
  const value = (row as Record<string, unknown>)[id];
  return typeof value === 'string' || typeof value === 'number' ? value : value == null ? '' : String(value);
};

const rowKeyOf = (row: unknown, index: number): Key => {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
};

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className={styles.sortIcon}>
      <path
        d={direction === 'descending' ? 'M4 6l4 4 4-4' : 'M4 10l4-4 4 4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A native `<table>`: column headers with `scope`, an optional caption, row headers, sortable headers as buttons
 * with `aria-sort`, and an empty-state row. Tab reaches the buttons and links in it; there is no grid navigation to
 * learn. Sorting and paging are the caller's: pass the rows of the current page in order. Where its columns do not fit,
 * its rows become cards (`narrowLayout`). State shows as `data-*` attributes in react-aria's style:
 * `data-allows-sorting` and `data-sort-direction` on headers, `data-empty` on the body, `data-align` on cells,
 * `data-variant`, `data-density` and `data-stacked` on the table.
 */
export function Table<T>({
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  caption,
  columns,
  rows,
  rowKey = rowKeyOf,
  sortDescriptor,
  onSortChange,
  emptyState,
  variant = 'plain',
  density = 'regular',
  scrollLabel,
  narrowLayout = 'stack',
  className,
}: TableProps<T>) {
  const captionId = useId();
  const scrolls = caption !== undefined || scrollLabel !== undefined;
  const { box, table: tableRef, stacked } = useStackedWhenTooWide(narrowLayout === 'stack', rows, columns);
  // Cards are not laid out as a table, which some browsers take as "not a table": the roles say it again.
  const role = (tableRole: string) => (stacked ? tableRole : undefined);
  const table = (
    <table
      ref={tableRef}
      role={role('table')}
      data-stacked={stacked || undefined}
      aria-label={ariaLabel}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={styles.table}
      data-variant={variant}
      data-density={density}
    >
      {caption !== undefined && (
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
      )}
      <thead className={styles.head} role={role('rowgroup')}>
        <tr className={styles.headRow} role={role('row')}>
          {columns.map((column) => {
            const sortable = column.allowsSorting && onSortChange !== undefined;
            const direction = sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
            return (
              <th
                key={column.id}
                scope="col"
                role={role('columnheader')}
                aria-sort={direction}
                data-align={column.align ?? 'start'}
                data-allows-sorting={sortable || undefined}
                data-sort-direction={direction}
                className={styles.columnHeader}
              >
                {sortable ? (
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() =>
                      onSortChange({
                        column: column.id,
                        direction: direction === 'ascending' ? 'descending' : 'ascending',
                      })
                    }
                  >
                    {column.name}
                    <SortIcon direction={direction} />
                  </button>
                ) : (
                  column.name
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className={styles.body} data-empty={rows.length === 0 || undefined} role={role('rowgroup')}>
        {rows.length === 0 && emptyState !== undefined ? (
          <tr className={styles.row} role={role('row')}>
            <td colSpan={columns.length} className={styles.empty} role={role('cell')}>
              {emptyState}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={styles.row} role={role('row')}>
              {columns.map((column) => {
                const Cell = column.isRowHeader ? 'th' : 'td';
                const extra = typeof column.className === 'function' ? column.className(row) : column.className;
                const classes = [styles.cell, column.isRowHeader && styles.rowHeader, extra].filter(Boolean);
                const content = column.render ? column.render(row) : cellText(row, column.id);
                return (
                  <Cell
                    key={column.id}
                    scope={column.isRowHeader ? 'row' : undefined}
                    role={role(column.isRowHeader ? 'rowheader' : 'cell')}
                    data-align={column.align ?? 'start'}
                    className={classes.join(' ')}
                  >
                    {/* Read from the column header already; shown because the header row is not. */}
                    {stacked && !column.isRowHeader && (
                      <span aria-hidden="true" className={styles.stackedLabel}>
                        {column.name}
                      </span>
                    )}
                    {/* Always there, so turning to cards or back never remounts a cell's content: a focused button
                        in it keeps its focus when new rows come in. */}
                    {column.isRowHeader ? content : <div className={styles.stackedValue}>{content}</div>}
                  </Cell>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  const boxClass = [styles.scrollBox, className].filter(Boolean).join(' ');
  return scrolls ? (
    // A named region in the tab order, so a keyboard can scroll it sideways (axe's scrollable-region-focusable).
    <div
      ref={box}
      className={boxClass}
      data-variant={variant}
      role="region"
      aria-label={caption === undefined ? scrollLabel : undefined}
      aria-labelledby={caption === undefined ? undefined : captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {table}
    </div>
  ) : (
    <div ref={box} className={boxClass} data-variant={variant}>
      {table}
    </div>
  );
}

/** Sorts rows by a descriptor: numbers and dates by value, everything else by locale-aware text. Pure. */
export function sortRows<T extends object>(rows: readonly T[] | null | undefined, descriptor?: SortDescriptor): T[] {
  const list = [...(rows ?? [])];
  if (!descriptor?.column) return list;
  const key = descriptor.column;
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
