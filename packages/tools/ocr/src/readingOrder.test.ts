import type { OcrWord } from '@mediakit/api-client';
import { describe, expect, it } from 'vitest';
import { readingOrder, readingOrderLines, textInReadingOrder } from './readingOrder';

const word = (text: string, x: number, y: number, width = 40, height = 20): OcrWord => ({
  text,
  box: { x, y, width, height },
});

describe('readingOrder', () => {
  it('reads line by line, then left to right, whatever order the server sent', () => {
    const words = [word('world', 60, 10), word('second', 10, 50), word('Hello', 10, 12), word('line', 80, 49)];
    expect(readingOrder(words)).toEqual([2, 0, 1, 3]);
    expect(readingOrderLines(words)).toEqual([
      [2, 0],
      [1, 3],
    ]);
  });

  it('keeps a slightly skewed line together', () => {
    const words = [word('a', 0, 0), word('b', 50, 4), word('c', 100, 8), word('d', 0, 40)];
    expect(readingOrderLines(words)).toEqual([[0, 1, 2], [3]]);
  });

  it('does not let a tall word swallow the next line', () => {
    const words = [word('Big', 0, 0, 80, 60), word('small', 100, 20, 40, 20), word('next', 0, 70, 40, 20)];
    expect(readingOrderLines(words)).toEqual([[0, 1], [2]]);
  });

  it('handles no words', () => {
    expect(readingOrder([])).toEqual([]);
    expect(textInReadingOrder([])).toBe('');
  });
});

describe('textInReadingOrder', () => {
  const words = [word('world', 60, 10), word('second', 10, 50), word('Hello', 10, 12), word('line', 80, 49)];

  it('joins words with spaces and lines with newlines', () => {
    expect(textInReadingOrder(words)).toBe('Hello world\nsecond line');
  });

  it('copies only the chosen words, in reading order, skipping empty lines', () => {
    expect(textInReadingOrder(words, new Set([3, 0]))).toBe('world\nline');
    expect(textInReadingOrder(words, new Set([1]))).toBe('second');
    expect(textInReadingOrder(words, new Set())).toBe('');
  });
});
