import { forwardRef, useId, useState, type ReactNode } from 'react';
import { useElementWidth } from '../../hooks/useElementWidth';
import { labelledTicks, labelStride } from './scale';
import * as styles from './Chart.css';

export interface ChartDatum {
  /** The category or period on the horizontal axis, e.g. 'Jan 2026'. */
  label: string;
  /** The value; `null` or a non-finite number is a gap (no bar, a break in the line, '–' in the table). */
  value: number | null;
}

export interface ChartMessages {
  /** The toggle's name while the table is hidden. */
  showTable: string;
  /** The toggle's name while the table is shown. */
  hideTable: string;
  /** Shown (and announced) instead of the chart when there is no value to draw. */
  empty: ReactNode;
  /** What the table shows for a missing value. */
  missing: string;
}

export const chartMessages: ChartMessages = {
  showTable: 'Show as table',
  hideTable: 'Hide table',
  empty: 'No data for this period.',
  missing: '–',
};

export interface ChartProps {
  /** The chart's title, shown above it and naming it (and its table) for assistive technology. */
  title: string;
  /** `line` for a trend over periods, `bar` for amounts per period. */
  type?: 'line' | 'bar';
  /** The points in order, left to right. */
  data: readonly ChartDatum[];
  /** Formats values for the axis, the tooltips and the table, e.g. `new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format`. */
  formatValue?: (value: number) => string;
  /** Formats the value axis' ticks when they should be shorter than the values (e.g. compact notation). */
  formatTick?: (value: number) => string;
  /** Names the horizontal axis (and the table's first column), e.g. 'Month'. */
  xAxisLabel?: string;
  /** Names the value axis (and the table's second column), e.g. 'Credits used'. */
  yAxisLabel?: string;
  /** The plot's height in pixels; the width follows the container. */
  height?: number;
  /** Whether to offer the 'Show as table' button; the table is always there for screen readers. */
  showTableToggle?: boolean;
  /** Texts, for translation. */
  messages?: Partial<ChartMessages>;
  /** Extra class names, appended after ours. */
  className?: string;
}

const defaultFormat = new Intl.NumberFormat().format;
const fontSize = 12;
const characterWidth = 7;
const fallbackWidth = 480;

function isValue(value: number | null): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A small line or bar chart in SVG for a handful to a few dozen values over periods (credits used per month, tokens
 * per day). It follows its container's width, takes its colours from the theme, and carries its data as a table:
 * hidden for the eye but read by screen readers, and shown by the 'Show as table' button. It does not zoom, pan,
 * stack series, draw more than one series or animate; see the ui package's README, "Chart".
 */
export const Chart = /*#__PURE__*/ forwardRef<HTMLElement, ChartProps>(function Chart(
  {
    title,
    type = 'line',
    data,
    formatValue = defaultFormat,
    formatTick = formatValue,
    xAxisLabel,
    yAxisLabel,
    height = 200,
    showTableToggle = true,
    messages: messageOverrides,
    className,
  },
  forwardedRef,
) {
  const messages = { ...chartMessages, ...messageOverrides };
  const titleId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const [plotRef, measuredWidth] = useElementWidth<HTMLDivElement>();
  const width = measuredWidth ?? fallbackWidth;
  const values = data.map((datum) => datum.value).filter(isValue);
  const isEmpty = values.length === 0;

  return (
    <figure
      ref={forwardedRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-type={type}
    >
      <figcaption className={styles.header}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {showTableToggle && !isEmpty && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {tableShown ? messages.hideTable : messages.showTable}
          </button>
        )}
      </figcaption>
      {isEmpty ? (
        <p className={styles.empty} style={{ minBlockSize: height }} role="status">
          {messages.empty}
        </p>
      ) : (
        <div ref={plotRef} className={styles.plot} hidden={tableShown}>
          <Plot
            type={type}
            data={data}
            values={values}
            width={width}
            height={height}
            formatValue={formatValue}
            formatTick={formatTick}
            xAxisLabel={xAxisLabel}
            yAxisLabel={yAxisLabel}
          />
        </div>
      )}
      {!isEmpty && (
        <table id={tableId} className={tableShown ? styles.table : styles.hiddenTable} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col" className={styles.columnHeader}>
                {xAxisLabel ?? 'Label'}
              </th>
              <th scope="col" className={styles.columnHeader}>
                {yAxisLabel ?? 'Value'}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum, index) => (
              <tr key={`${datum.label}-${index}`}>
                <th scope="row" className={styles.rowHeader}>
                  {datum.label}
                </th>
                <td className={styles.valueCell}>
                  {isValue(datum.value) ? formatValue(datum.value) : messages.missing}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
});

interface PlotProps extends Required<Pick<ChartProps, 'type' | 'data' | 'height' | 'formatValue' | 'formatTick'>> {
  values: number[];
  width: number;
  xAxisLabel?: string;
  yAxisLabel?: string;
}

/** The drawing only: hidden from assistive technology, which reads the table instead. */
function Plot({ type, data, values, width, height, formatValue, formatTick, xAxisLabel, yAxisLabel }: PlotProps) {
  // Whole numbers (credits, jobs, tokens) get whole steps, whatever the formatter would print between them.
  const smallestStep = values.every(Number.isInteger) ? 1 : 0;
  const { ticks, labels: tickLabels } = labelledTicks(
    Math.min(...values),
    Math.max(...values),
    formatTick,
    smallestStep,
  );
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const longestTick = Math.max(...tickLabels.map((label) => label.length));
  const left = longestTick * characterWidth + 12 + (yAxisLabel ? fontSize + 8 : 0);
  const top = fontSize / 2 + 2;
  const right = 12;
  const bottom = fontSize + 12 + (xAxisLabel ? fontSize + 10 : 0);
  const plotWidth = Math.max(width - left - right, 1);
  const plotHeight = Math.max(height - top - bottom, 1);
  const y = (value: number) => top + plotHeight - ((value - low) / (high - low)) * plotHeight;
  const band = plotWidth / Math.max(data.length, 1);
  const x = (index: number) => left + band * index + band / 2;
  const longestLabel = Math.max(...data.map((datum) => datum.label.length));
  const stride = labelStride(data.length, plotWidth, longestLabel * characterWidth + 8);

  // The line breaks at gaps: one path per run of values.
  const segments: string[] = [];
  let run: string[] = [];
  data.forEach((datum, index) => {
    if (isValue(datum.value)) {
      run.push(`${x(index).toFixed(1)},${y(datum.value).toFixed(1)}`);
    } else if (run.length > 0) {
      segments.push(`M${run.join('L')}`);
      run = [];
    }
  });
  if (run.length > 0) segments.push(`M${run.join('L')}`);

  return (
    <svg
      className={styles.svg}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      {ticks.map((tick, index) => (
        <g key={tick}>
          <line
            className={tick === 0 ? styles.baseline : styles.grid}
            x1={left}
            x2={left + plotWidth}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text className={styles.tickText} x={left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {tickLabels[index]}
          </text>
        </g>
      ))}
      {data.map((datum, index) =>
        index % stride === 0 ? (
          <text
            key={`${datum.label}-${index}`}
            className={styles.tickText}
            x={x(index)}
            y={top + plotHeight + fontSize + 6}
            textAnchor="middle"
          >
            {datum.label}
          </text>
        ) : null,
      )}
      {type === 'bar'
        ? data.map((datum, index) => {
            if (!isValue(datum.value)) return null;
            const zero = y(Math.max(low, 0));
            const end = y(datum.value);
            const barWidth = Math.max(Math.min(band * 0.6, 48), 2);
            return (
              <rect
                key={`${datum.label}-${index}`}
                className={styles.bar}
                x={x(index) - barWidth / 2}
                y={Math.min(zero, end)}
                width={barWidth}
                height={Math.max(Math.abs(zero - end), 1)}
                rx={2}
              >
                <title>{`${datum.label}: ${formatValue(datum.value)}`}</title>
              </rect>
            );
          })
        : segments.map((segment) => <path key={segment} className={styles.line} d={segment} />)}
      {type === 'line' &&
        data.map((datum, index) =>
          isValue(datum.value) ? (
            <circle key={`${datum.label}-${index}`} className={styles.point} cx={x(index)} cy={y(datum.value)} r={3.5}>
              <title>{`${datum.label}: ${formatValue(datum.value)}`}</title>
            </circle>
          ) : null,
        )}
      {xAxisLabel && (
        <text className={styles.axisLabel} x={left + plotWidth / 2} y={height - 4} textAnchor="middle">
          {xAxisLabel}
        </text>
      )}
      {yAxisLabel && (
        <text
          className={styles.axisLabel}
          transform={`translate(${fontSize}, ${top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          {yAxisLabel}
        </text>
      )}
    </svg>
  );
}
