import { Children, forwardRef, useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useElementWidth } from '../../hooks/useElementWidth';
import * as styles from './StatTile.css';

export type StatTileTrend = 'up' | 'down' | 'flat';
export type StatTileTone = 'positive' | 'negative' | 'neutral';

export interface StatTileProps {
  /** What is counted, e.g. 'Credits used'. Names the tile. */
  label: ReactNode;
  /** The figure, already formatted (e.g. with Intl.NumberFormat): '1,208', '₹4,500.00'. */
  value: ReactNode;
  /** The change, in words a screen reader can read alone, e.g. '+12% vs last month'. */
  delta?: ReactNode;
  /** The direction of the change: draws an arrow (decorative; say the direction in `delta`). */
  trend?: StatTileTrend;
  /** Whether the change is good news; by default up is positive and down negative (costs: pass it). */
  tone?: StatTileTone;
  /** A line of explanation under the value, linked with `aria-describedby`. */
  help?: ReactNode;
  /** Extra class names, appended after ours. */
  className?: string;
}

const arrows: Record<StatTileTrend, string> = { up: '↑', down: '↓', flat: '→' };
const toneOf: Record<StatTileTrend, StatTileTone> = { up: 'positive', down: 'negative', flat: 'neutral' };

/** One figure with its label, and optionally its change and a line of help: a usage or billing summary tile. */
export const StatTile = /*#__PURE__*/ forwardRef<HTMLDivElement, StatTileProps>(function StatTile(
  { label, value, delta, trend, tone, help, className },
  ref,
) {
  const labelId = useId();
  const helpId = useId();
  const resolvedTone = tone ?? (trend ? toneOf[trend] : 'neutral');
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={help ? helpId : undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div id={labelId} className={styles.label}>
        {label}
      </div>
      <div className={styles.value}>{value}</div>
      {delta != null && delta !== false && (
        <div className={styles.delta({ tone: resolvedTone })} data-tone={resolvedTone}>
          {trend && (
            <span className={styles.arrow} aria-hidden="true">
              {arrows[trend]}
            </span>
          )}
          {delta}
        </div>
      )}
      {help && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
    </div>
  );
});

export interface StatTileGridProps {
  /** The StatTiles, each put in a list item. */
  children: ReactNode;
  /** The narrowest a tile gets before the grid has one column fewer: a length in px, rem or em (default 140px). */
  minTileWidth?: string;
  /** Names the list for screen readers where no heading does. */
  'aria-label'?: string;
  className?: string;
}

/**
 * StatTiles as a list, as many per row as fit `minTileWidth`, each row as tall as its tallest tile. Tiles that take
 * more than one row are spread evenly over the rows (six where five fit: three and three, not five and one). A tile
 * under 192 px wide (two on a phone) takes less padding and a figure scaled to its width, so a long figure stays on
 * one line.
 */
export function StatTileGrid({ children, minTileWidth = '140px', className, ...props }: StatTileGridProps) {
  const [setList, width, list] = useElementWidth<HTMLUListElement>();
  const count = Children.toArray(children).length;
  const columns = useMemo(
    () => (list && width ? balancedColumns(list, width, minTileWidth, count) : undefined),
    [list, width, minTileWidth, count],
  );
  return (
    <ul
      {...props}
      ref={setList}
      className={[styles.grid, className].filter(Boolean).join(' ')}
      style={
        {
          [styles.minTileWidthProperty]: minTileWidth,
          ...(columns && { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }),
        } as CSSProperties
      }
    >
      {/* Children.map hands false and undefined over as null. */}
      {Children.map(children, (tile) => tile != null && <li className={styles.gridItem}>{tile}</li>)}
    </ul>
  );
}

/**
 * The columns that spread `count` tiles evenly over the rows they need in a list `width` pixels wide; undefined while
 * they fit one row (the CSS grid stretches them) or when `minTileWidth` is in another unit than px, rem or em.
 */
function balancedColumns(list: HTMLElement, width: number, minTileWidth: string, count: number) {
  const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
  const tile = pixels(minTileWidth, list);
  if (!tile) return undefined;
  const rows = Math.ceil(count / Math.max(1, Math.floor((width + gap) / (tile + gap))));
  return rows > 1 ? Math.ceil(count / rows) : undefined;
}

/** A length in px, rem or em as pixels; undefined for other units (the grid then keeps CSS's own columns). */
function pixels(length: string, element: HTMLElement) {
  const [, amount, unit] = /^\s*([\d.]+)(px|rem|em)\s*$/.exec(length) ?? [];
  if (!amount) return undefined;
  const fontSize = (of: Element) => parseFloat(getComputedStyle(of).fontSize);
  return Number(amount) * (unit === 'px' ? 1 : fontSize(unit === 'rem' ? document.documentElement : element));
}
