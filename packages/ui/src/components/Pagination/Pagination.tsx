import { forwardRef } from 'react';
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { Button } from '../Button';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../Icon';
import { useOverlayContainer } from '../ThemeProvider/overlayContainer';
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
  const overlayContainer = useOverlayContainer();
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
          <Select
            className={styles.select}
            selectedKey={size}
            onSelectionChange={(key) => {
              if (key !== null && Number(key) !== size) onPageSizeChange(Number(key));
            }}
          >
            <Label>Rows per page</Label>
            <AriaButton className={styles.selectButton}>
              <SelectValue />
              <ChevronDownIcon />
            </AriaButton>
            <Popover className={styles.popover} UNSTABLE_portalContainer={overlayContainer}>
              <ListBox className={styles.listBox}>
                {sizes.map((n) => (
                  <ListBoxItem key={n} id={n} className={styles.option}>
                    {String(n)}
                  </ListBoxItem>
                ))}
              </ListBox>
            </Popover>
          </Select>
        )}
        <span className={styles.muted}>
          {first}–{last} of {total}
        </span>
      </div>
      <div className={styles.group}>
        <span aria-live="polite">
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
