import { forwardRef, useId } from 'react';
import { Button } from '../Button';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../Icon';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, 1-based. Out-of-range or non-numeric values are clamped. */
  page: number;
  /** Total number of items across all pages; 0 shows "Page 1 of 1" with both buttons disabled. */
  totalItems: number;
  /** Items per page. */
  pageSize: number;
  /** Called with the new 1-based page. */
  onPageChange: (page: number) => void;
  /** Called when the user picks another page size. Without it, the size picker is hidden. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Sizes offered by the picker (spec: 10, 20, 50). */
  pageSizes?: readonly number[];
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** Number of pages for a total and page size; at least 1 so "Page 1 of 1" is shown for an empty list. Pure. */
export function getPageCount(totalItems: number, pageSize: number): number {
  const total = Number.isFinite(totalItems) && totalItems > 0 ? Math.floor(totalItems) : 0;
  const size = Number.isFinite(pageSize) && pageSize > 0 ? Math.floor(pageSize) : 1;
  return Math.max(1, Math.ceil(total / size));
}

function clampPage(page: number, pageCount: number) {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), pageCount);
}

/**
 * Page navigation for tables and grids: "Page X of Y", the range shown, previous/next buttons and a page-size
 * picker. The caller owns the state.
 */
export const Pagination = /*#__PURE__*/ forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    page,
    totalItems,
    pageSize,
    onPageChange,
    onPageSizeChange,
    pageSizes = [10, 20, 50],
    'aria-label': ariaLabel = 'Pagination',
    className,
  },
  ref,
) {
  const sizeId = useId();
  const pageCount = getPageCount(totalItems, pageSize);
  const current = clampPage(page, pageCount);
  const total = Number.isFinite(totalItems) && totalItems > 0 ? Math.floor(totalItems) : 0;
  const size = Number.isFinite(pageSize) && pageSize > 0 ? Math.floor(pageSize) : 1;
  const first = total === 0 ? 0 : (current - 1) * size + 1;
  const last = Math.min(total, current * size);
  const sizes = [...new Set([...(pageSizes ?? []), size].filter((n) => Number.isFinite(n) && n > 0))].sort(
    (a, b) => a - b,
  );

  return (
    <nav
      ref={ref}
      aria-label={ariaLabel}
      data-page={current}
      data-page-count={pageCount}
      className={[styles.nav, className].filter(Boolean).join(' ')}
    >
      <div className={styles.group}>
        {onPageSizeChange && (
          // A native select: the browser's own picker and keyboard, without react-aria's 40 kB Select.
          <span className={styles.select}>
            <label htmlFor={sizeId} className={styles.sizeLabel}>
              Rows per page
            </label>
            <span className={styles.selectBox}>
              <select
                id={sizeId}
                className={styles.selectControl}
                value={String(size)}
                onChange={(event) => {
                  const next = Number(event.target.value);
                  if (Number.isFinite(next) && next !== size) onPageSizeChange(next);
                }}
              >
                {sizes.map((n) => (
                  <option key={n} value={String(n)}>
                    {String(n)}
                  </option>
                ))}
              </select>
              <span className={styles.chevron} aria-hidden="true">
                <ChevronDownIcon />
              </span>
            </span>
          </span>
        )}
        <span className={styles.muted}>
          {first}–{last} of {total}
        </span>
      </div>
      <div className={styles.group}>
        <span aria-live="polite" className={styles.status}>
          Page {current} of {pageCount}
        </span>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Previous page"
          isDisabled={current <= 1}
          onPress={() => onPageChange(current - 1)}
        >
          <ChevronLeftIcon />
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Next page"
          isDisabled={current >= pageCount}
          onPress={() => onPageChange(current + 1)}
        >
          Next
          <ChevronRightIcon />
        </Button>
      </div>
    </nav>
  );
});
