import { describe, expect, it } from 'vitest';
import { alignAfterKey } from './alignmentNavigation';

describe('alignAfterKey', () => {
  it('moves right and left in reading order, wrapping at the ends', () => {
    expect(alignAfterKey('top-left', 'ArrowRight')).toBe('top');
    expect(alignAfterKey('top-right', 'ArrowRight')).toBe('left');
    expect(alignAfterKey('bottom-right', 'ArrowRight')).toBe('top-left');
    expect(alignAfterKey('top-left', 'ArrowLeft')).toBe('bottom-right');
    expect(alignAfterKey('center', 'ArrowLeft')).toBe('left');
  });

  it('moves up and down within the column, wrapping', () => {
    expect(alignAfterKey('top', 'ArrowDown')).toBe('center');
    expect(alignAfterKey('center', 'ArrowDown')).toBe('bottom');
    expect(alignAfterKey('bottom', 'ArrowDown')).toBe('top');
    expect(alignAfterKey('top-right', 'ArrowUp')).toBe('bottom-right');
    expect(alignAfterKey('left', 'ArrowUp')).toBe('top-left');
  });

  it('Home and End jump to the corners; other keys do nothing', () => {
    expect(alignAfterKey('center', 'Home')).toBe('top-left');
    expect(alignAfterKey('center', 'End')).toBe('bottom-right');
    expect(alignAfterKey('center', 'a')).toBeUndefined();
    expect(alignAfterKey('center', 'Enter')).toBeUndefined();
  });
});
