import { describe, expect, it } from 'vitest';
import { backgroundRect, compositionLayout, subjectRect, toPercentOf } from './compositionLayout';

const canvas = { width: 1000, height: 500 };

describe('backgroundRect', () => {
  const wide = { width: 400, height: 100 };
  it('cover fills the canvas and overflows the other side, centred', () => {
    expect(backgroundRect(canvas, wide, 'cover')).toEqual({ x: -500, y: 0, width: 2000, height: 500 });
  });
  it('contain shows the whole image, centred', () => {
    expect(backgroundRect(canvas, wide, 'contain')).toEqual({ x: 0, y: 125, width: 1000, height: 250 });
  });
  it('none keeps the natural size, centred', () => {
    expect(backgroundRect(canvas, wide, 'none')).toEqual({ x: 300, y: 200, width: 400, height: 100 });
  });
  it('a colour (or an image not loaded yet) covers the canvas', () => {
    expect(backgroundRect(canvas, undefined, 'none')).toEqual({ x: 0, y: 0, width: 1000, height: 500 });
    expect(backgroundRect(canvas, { width: 0, height: 0 }, 'cover')).toEqual({ x: 0, y: 0, width: 1000, height: 500 });
  });
});

describe('subjectRect', () => {
  const square = { width: 200, height: 200 };
  it('fits the subject inside the padded area and centres it', () => {
    expect(subjectRect(canvas, square, 50, 'center')).toEqual({ x: 300, y: 50, width: 400, height: 400 });
  });
  it.each([
    ['top-left', 50, 50],
    ['top', 300, 50],
    ['top-right', 550, 50],
    ['left', 50, 50],
    ['right', 550, 50],
    ['bottom-left', 50, 50],
    ['bottom', 300, 50],
    ['bottom-right', 550, 50],
  ] as const)('places it %s', (align, x, y) => {
    expect(subjectRect(canvas, square, 50, align)).toMatchObject({ x, y, width: 400, height: 400 });
  });
  it('moves vertically when the subject is wider than the area', () => {
    const banner = { width: 400, height: 100 };
    expect(subjectRect(canvas, banner, 0, 'top')).toEqual({ x: 0, y: 0, width: 1000, height: 250 });
    expect(subjectRect(canvas, banner, 0, 'bottom')).toEqual({ x: 0, y: 250, width: 1000, height: 250 });
    expect(subjectRect(canvas, banner, 0, 'center')).toEqual({ x: 0, y: 125, width: 1000, height: 250 });
  });
  it('shrinks to a point when the padding leaves no room, and never goes negative', () => {
    expect(subjectRect(canvas, square, 2000, 'bottom-right')).toEqual({ x: 500, y: 250, width: 0, height: 0 });
  });
  it('an unknown subject size gives an empty rect at the aligned spot', () => {
    expect(subjectRect(canvas, { width: 0, height: 0 }, 0, 'top-right')).toEqual({
      x: 1000,
      y: 0,
      width: 0,
      height: 0,
    });
  });
});

describe('compositionLayout and toPercentOf', () => {
  it('combines both layers and converts to percentages of the canvas', () => {
    const layout = compositionLayout({
      canvas,
      subject: { width: 100, height: 100 },
      padding: 0,
      fit: 'cover',
      align: 'left',
    });
    expect(layout.background).toEqual({ x: 0, y: 0, width: 1000, height: 500 });
    expect(toPercentOf(canvas, layout.subject)).toEqual({ left: '0%', top: '0%', width: '50%', height: '100%' });
  });
});
