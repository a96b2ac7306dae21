import type { OcrWord } from '@mediakit/api-client';

/**
 * Selection of the word boxes, by position in reading order (0 is the first word read). It follows the ARIA
 * multi-select listbox: arrows move focus, Shift+arrow selects from the anchor to the focus, Space toggles, a click
 * selects one word, Shift+click a range, Ctrl/Cmd+click toggles.
 */
export interface WordSelection {
  /** The word with the keyboard focus. */
  focus: number;
  /** Where a Shift range starts. */
  anchor: number;
  selected: ReadonlySet<number>;
}

export type WordSelectionAction =
  | { type: 'move'; to: number; extend: boolean }
  | { type: 'toggle'; at: number }
  | { type: 'click'; at: number; extend: boolean; toggle: boolean }
  | { type: 'select-all'; count: number }
  | { type: 'clear' };

export const emptyWordSelection: WordSelection = { focus: 0, anchor: 0, selected: new Set() };

function range(from: number, to: number): Set<number> {
  const [start, end] = from <= to ? [from, to] : [to, from];
  return new Set(Array.from({ length: end - start + 1 }, (_, offset) => start + offset));
}

function toggled(selected: ReadonlySet<number>, at: number): Set<number> {
  const next = new Set(selected);
  if (next.has(at)) next.delete(at);
  else next.add(at);
  return next;
}

export function wordSelectionReducer(state: WordSelection, action: WordSelectionAction): WordSelection {
  switch (action.type) {
    case 'move':
      return action.extend
        ? { ...state, focus: action.to, selected: range(state.anchor, action.to) }
        : { ...state, focus: action.to, anchor: action.to };
    case 'toggle':
      return { focus: action.at, anchor: action.at, selected: toggled(state.selected, action.at) };
    case 'click':
      if (action.extend) return { ...state, focus: action.at, selected: range(state.anchor, action.at) };
      if (action.toggle) return { focus: action.at, anchor: action.at, selected: toggled(state.selected, action.at) };
      return { focus: action.at, anchor: action.at, selected: new Set([action.at]) };
    case 'select-all':
      return action.count > 0 ? { ...state, selected: range(0, action.count - 1) } : state;
    case 'clear':
      return { ...state, selected: new Set() };
  }
}

/** Each word's line and horizontal centre, by position in reading order: what Up and Down need. */
export interface WordPlacement {
  line: number;
  centerX: number;
}

/** Each word's placement by position in reading order, from `readingOrderLines`' lines (indexes into `words`). */
export function wordPlacements(words: readonly OcrWord[], lines: readonly (readonly number[])[]): WordPlacement[] {
  return lines.flatMap((line, lineIndex) =>
    line.map((index) => {
      const box = words[index]?.box;
      return { line: lineIndex, centerX: box ? box.x + box.width / 2 : 0 };
    }),
  );
}

/** The selected words as indexes into `words`: position `p` in the selection is `words[order[p]]`. */
export function selectedWordIndexes(selected: ReadonlySet<number>, order: readonly number[]): Set<number> {
  return new Set([...selected].flatMap((position) => order[position] ?? []));
}

/**
 * Where a key moves the focus: Left/Right to the previous/next word in reading order, Up/Down to the nearest word
 * (by horizontal centre) on the line above/below, Home/End to the first/last word. `undefined` for other keys.
 */
export function positionAfterKey(
  position: number,
  key: string,
  placements: readonly WordPlacement[],
): number | undefined {
  const last = placements.length - 1;
  if (last < 0) return undefined;
  const current = placements[position];
  switch (key) {
    case 'ArrowRight':
      return Math.min(last, position + 1);
    case 'ArrowLeft':
      return Math.max(0, position - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'ArrowDown':
    case 'ArrowUp': {
      if (!current) return undefined;
      const targetLine = current.line + (key === 'ArrowDown' ? 1 : -1);
      let best: number | undefined;
      placements.forEach((placement, index) => {
        if (placement.line !== targetLine) return;
        const bestPlacement = best === undefined ? undefined : placements[best];
        if (
          !bestPlacement ||
          Math.abs(placement.centerX - current.centerX) < Math.abs(bestPlacement.centerX - current.centerX)
        ) {
          best = index;
        }
      });
      return best ?? position;
    }
    default:
      return undefined;
  }
}
