// The arithmetic of NumberField, without React: clamping, snapping to the step, fraction digits and the unit shown
// beside the input.

export interface NumberRange {
  min: number;
  max: number;
  step: number | undefined;
}

/** Digits after the point of a number as written, e.g. 0.05 → 2. */
function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = '', exponent] = String(value).split('e');
  const decimals = (mantissa.split('.')[1] ?? '').length;
  return Math.max(0, decimals - Number(exponent ?? 0));
}

/** A finite range: a reversed one is swapped; missing bounds are open. */
export function rangeOf(minValue: number | undefined, maxValue: number | undefined, step: number | undefined) {
  let min = typeof minValue === 'number' && Number.isFinite(minValue) ? minValue : -Infinity;
  let max = typeof maxValue === 'number' && Number.isFinite(maxValue) ? maxValue : Infinity;
  if (min > max) [min, max] = [max, min];
  const usableStep = typeof step === 'number' && Number.isFinite(step) && step > 0 ? step : undefined;
  return { min, max, step: usableStep } satisfies NumberRange;
}

export function clamp(value: number, { min, max }: NumberRange): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Snaps to the nearest step counted from the minimum (or from 0 without one), then clamps; the result is rounded to
 * the step's decimals so 0.1 + 0.2 steps never show as 0.30000000000000004.
 */
export function snapToStep(value: number, range: NumberRange): number {
  if (!Number.isFinite(value)) return value;
  const { step } = range;
  if (step === undefined) return clamp(value, range);
  const base = Number.isFinite(range.min) ? range.min : 0;
  const decimals = Math.max(decimalsOf(step), decimalsOf(base));
  let snapped = Number((base + Math.round((value - base) / step) * step).toFixed(decimals));
  // A step that does not divide the range: stay on the last step inside it rather than on the bound.
  if (snapped > range.max) snapped = Number((snapped - step).toFixed(decimals));
  return clamp(snapped, range);
}

/** One step up or down from `value` (from the minimum, or 0, when the field is empty). */
export function stepFrom(value: number, direction: 1 | -1, range: NumberRange, multiplier = 1): number {
  const step = (range.step ?? 1) * multiplier;
  if (!Number.isFinite(value)) {
    const start = Number.isFinite(range.min) ? range.min : Number.isFinite(range.max) ? Math.min(0, range.max) : 0;
    return snapToStep(start, range);
  }
  return snapToStep(value + direction * step, range);
}

export interface NumberDisplay {
  /** The number shown in the input is the value times this (100 for percentages). */
  scale: number;
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  /** Text before and after the input: a currency symbol, a percent sign, a unit. */
  prefix: string;
  suffix: string;
}

/** What `Intl.NumberFormatOptions` mean for a plain number input: fraction digits, scale and the unit beside it. */
export function displayOf(formatOptions: Intl.NumberFormatOptions | undefined, locale?: string): NumberDisplay {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, formatOptions);
  } catch {
    format = new Intl.NumberFormat(locale);
  }
  const resolved = format.resolvedOptions();
  const parts = format.formatToParts(1);
  const numberAt = parts.findIndex((part) => part.type === 'integer');
  const affix = (list: Intl.NumberFormatPart[]) =>
    list
      .filter((part) => ['currency', 'percentSign', 'unit'].includes(part.type))
      .map((part) => part.value)
      .join('');
  return {
    scale: resolved.style === 'percent' ? 100 : 1,
    minimumFractionDigits: resolved.minimumFractionDigits ?? 0,
    maximumFractionDigits: resolved.maximumFractionDigits ?? 3,
    prefix: affix(parts.slice(0, Math.max(0, numberAt))),
    suffix: affix(parts.slice(numberAt + 1)),
  };
}

/** The input's text for a value: scaled, rounded to the allowed fraction digits, with a point as the separator. */
export function formatForInput(value: number | null | undefined, display: NumberDisplay): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const shown = Number((value * display.scale).toFixed(Math.min(20, display.maximumFractionDigits)));
  return display.minimumFractionDigits > 0 ? shown.toFixed(display.minimumFractionDigits) : String(shown);
}

/** The value of the input's text: NaN when empty or not a number. */
export function parseInput(text: string, display: NumberDisplay): number {
  if (text.trim() === '') return Number.NaN;
  const number = Number(text);
  if (!Number.isFinite(number)) return Number.NaN;
  const rounded = Number(number.toFixed(Math.min(20, display.maximumFractionDigits)));
  return display.scale === 1 ? rounded : Number((rounded / display.scale).toFixed(15));
}
