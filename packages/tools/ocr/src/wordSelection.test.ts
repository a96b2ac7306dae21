import { describe, expect, it } from 'vitest';
import {
  emptyWordSelection,
  positionAfterKey,
  selectedWordIndexes,
  wordPlacements,
  wordSelectionReducer,
  type WordSelection,
} from './wordSelection';

const selectedOf = (state: WordSelection) => [...state.selected].sort((a, b) => a - b);

describe('wordSelectionReducer', () => {
  it('arrows move the focus without selecting; Shift+arrow selects from the anchor', () => {
    let state = wordSelectionReducer(emptyWordSelection, { type: 'move', to: 1, extend: false });
    expect(state).toMatchObject({ focus: 1, anchor: 1 });
    expect(selectedOf(state)).toEqual([]);
    state = wordSelectionReducer(state, { type: 'move', to: 2, extend: true });
    state = wordSelectionReducer(state, { type: 'move', to: 3, extend: true });
    expect(selectedOf(state)).toEqual([1, 2, 3]);
    state = wordSelectionReducer(state, { type: 'move', to: 0, extend: true });
    expect(selectedOf(state)).toEqual([0, 1]);
  });

  it('Space toggles the focused word and moves the anchor there', () => {
    let state = wordSelectionReducer(emptyWordSelection, { type: 'toggle', at: 2 });
    state = wordSelectionReducer(state, { type: 'toggle', at: 4 });
    expect(selectedOf(state)).toEqual([2, 4]);
    state = wordSelectionReducer(state, { type: 'toggle', at: 2 });
    expect(selectedOf(state)).toEqual([4]);
    expect(state.anchor).toBe(2);
  });

  it('click selects one, Shift+click a range, Ctrl/Cmd+click toggles', () => {
    let state = wordSelectionReducer(emptyWordSelection, { type: 'click', at: 1, extend: false, toggle: false });
    expect(selectedOf(state)).toEqual([1]);
    state = wordSelectionReducer(state, { type: 'click', at: 3, extend: true, toggle: false });
    expect(selectedOf(state)).toEqual([1, 2, 3]);
    state = wordSelectionReducer(state, { type: 'click', at: 5, extend: false, toggle: true });
    expect(selectedOf(state)).toEqual([1, 2, 3, 5]);
    state = wordSelectionReducer(state, { type: 'click', at: 0, extend: false, toggle: false });
    expect(selectedOf(state)).toEqual([0]);
  });

  it('selects all and clears', () => {
    const all = wordSelectionReducer(emptyWordSelection, { type: 'select-all', count: 3 });
    expect(selectedOf(all)).toEqual([0, 1, 2]);
    expect(selectedOf(wordSelectionReducer(all, { type: 'clear' }))).toEqual([]);
    expect(wordSelectionReducer(emptyWordSelection, { type: 'select-all', count: 0 })).toBe(emptyWordSelection);
  });
});

describe('positionAfterKey', () => {
  // Line 0: words at x centres 10, 60, 120; line 1: 20, 100.
  const placements = [
    { line: 0, centerX: 10 },
    { line: 0, centerX: 60 },
    { line: 0, centerX: 120 },
    { line: 1, centerX: 20 },
    { line: 1, centerX: 100 },
  ];

  it('Left and Right step in reading order and stop at the ends', () => {
    expect(positionAfterKey(0, 'ArrowRight', placements)).toBe(1);
    expect(positionAfterKey(2, 'ArrowRight', placements)).toBe(3);
    expect(positionAfterKey(4, 'ArrowRight', placements)).toBe(4);
    expect(positionAfterKey(0, 'ArrowLeft', placements)).toBe(0);
  });

  it('Up and Down go to the nearest word on the next line, or stay', () => {
    expect(positionAfterKey(2, 'ArrowDown', placements)).toBe(4);
    expect(positionAfterKey(1, 'ArrowDown', placements)).toBe(3);
    expect(positionAfterKey(4, 'ArrowUp', placements)).toBe(2);
    expect(positionAfterKey(4, 'ArrowDown', placements)).toBe(4);
  });

  it('Home, End, and nothing for other keys or no words', () => {
    expect(positionAfterKey(3, 'Home', placements)).toBe(0);
    expect(positionAfterKey(0, 'End', placements)).toBe(4);
    expect(positionAfterKey(0, 'x', placements)).toBeUndefined();
    expect(positionAfterKey(0, 'ArrowRight', [])).toBeUndefined();
  });
});

describe('wordPlacements', () => {
  it("gives each position in reading order its line and the word's horizontal centre", () => {
    const box = (x: number, y: number) => ({ text: 'w', box: { x, y, width: 20, height: 10 } });
    const words = [box(40, 0), box(0, 0), box(10, 30)];
    expect(wordPlacements(words, [[1, 0], [2]])).toEqual([
      { line: 0, centerX: 10 },
      { line: 0, centerX: 50 },
      { line: 1, centerX: 20 },
    ]);
  });
});

describe('selectedWordIndexes', () => {
  it('maps selected positions in reading order to indexes into the words, skipping positions past the end', () => {
    expect([...selectedWordIndexes(new Set([0, 2, 9]), [3, 1, 0])].sort()).toEqual([0, 3]);
  });
});
