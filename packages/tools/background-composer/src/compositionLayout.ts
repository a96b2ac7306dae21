import type { BackgroundAlign } from '@mediakit/api-client';
import type { BackgroundFit } from './composerState';

export interface Size {
  width: number;
  height: number;
}

/** A rectangle in canvas pixels; x and y may be negative when a covering background overflows the canvas. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CompositionLayoutInput {
  canvas: Size;
  /** The subject's natural size. */
  subject: Size;
  /** The background image's natural size; leave out for a colour. */
  background?: Size;
  padding: number;
  fit: BackgroundFit;
  align: BackgroundAlign;
}

export interface CompositionLayout {
  subject: Rect;
  /** Where the background image lands; the whole canvas for a colour. */
  background: Rect;
}

/** Horizontal and vertical position of each align value, 0 = start, 0.5 = middle, 1 = end. */
export const alignFractions: Record<BackgroundAlign, { x: number; y: number }> = {
  'top-left': { x: 0, y: 0 },
  top: { x: 0.5, y: 0 },
  'top-right': { x: 1, y: 0 },
  left: { x: 0, y: 0.5 },
  center: { x: 0.5, y: 0.5 },
  right: { x: 1, y: 0.5 },
  'bottom-left': { x: 0, y: 1 },
  bottom: { x: 0.5, y: 1 },
  'bottom-right': { x: 1, y: 1 },
};

const isUsable = (size: Size | undefined): size is Size =>
  !!size && Number.isFinite(size.width) && Number.isFinite(size.height) && size.width > 0 && size.height > 0;

/** The background image scaled by `fit` (cover fills, contain fits whole, none keeps its size), centred on the canvas. */
export function backgroundRect(canvas: Size, background: Size | undefined, fit: BackgroundFit): Rect {
  if (!isUsable(background)) return { x: 0, y: 0, width: canvas.width, height: canvas.height };
  const widthRatio = canvas.width / background.width;
  const heightRatio = canvas.height / background.height;
  const scale =
    fit === 'cover' ? Math.max(widthRatio, heightRatio) : fit === 'contain' ? Math.min(widthRatio, heightRatio) : 1;
  const width = background.width * scale;
  const height = background.height * scale;
  return { x: (canvas.width - width) / 2, y: (canvas.height - height) / 2, width, height };
}

/**
 * The subject scaled to fit inside the canvas less its padding (never enlarged past what fits, kept in proportion)
 * and placed by `align`. Padding larger than half the canvas leaves no room, so the subject shrinks to a point at
 * its aligned spot rather than turning negative.
 */
export function subjectRect(canvas: Size, subject: Size, padding: number, align: BackgroundAlign): Rect {
  const inset = Math.max(0, padding);
  const area = {
    x: Math.min(inset, canvas.width / 2),
    y: Math.min(inset, canvas.height / 2),
    width: Math.max(0, canvas.width - 2 * inset),
    height: Math.max(0, canvas.height - 2 * inset),
  };
  const fraction = alignFractions[align];
  if (!isUsable(subject))
    return { x: area.x + area.width * fraction.x, y: area.y + area.height * fraction.y, width: 0, height: 0 };
  const scale = Math.min(area.width / subject.width, area.height / subject.height);
  const width = subject.width * scale;
  const height = subject.height * scale;
  return {
    x: area.x + (area.width - width) * fraction.x,
    y: area.y + (area.height - height) * fraction.y,
    width,
    height,
  };
}

/** The preview's whole layout, in canvas pixels. */
export function compositionLayout(input: CompositionLayoutInput): CompositionLayout {
  return {
    background: backgroundRect(input.canvas, input.background, input.fit),
    subject: subjectRect(input.canvas, input.subject, input.padding, input.align),
  };
}

/** A rect as percentages of the canvas, for absolutely positioned preview layers that scale with the frame. */
export function toPercentOf(canvas: Size, rect: Rect): { left: string; top: string; width: string; height: string } {
  // Rounded to 1/10000 of a percent: float noise (55.00000000000001%) helps nobody.
  const percent = (value: number, of: number) => `${of > 0 ? Math.round((value / of) * 1_000_000) / 10_000 : 0}%`;
  return {
    left: percent(rect.x, canvas.width),
    top: percent(rect.y, canvas.height),
    width: percent(rect.width, canvas.width),
    height: percent(rect.height, canvas.height),
  };
}
