import type { OcrWord } from '@mediakit/api-client';
import { useMemo, useReducer, useState } from 'react';
import { readingOrderLines, textInReadingOrder } from '../readingOrder';
import { emptyWordSelection, selectedWordIndexes, wordPlacements, wordSelectionReducer } from '../wordSelection';

const noWords: readonly OcrWord[] = [];

/**
 * The model behind `WordBoxes`: the words' reading order and placements, the selection, and the selected text.
 * New words (a new result, or none: `undefined`) start with no selection and the focus on the first word.
 */
export function useWordSelection(words: readonly OcrWord[] = noWords) {
  const [selection, select] = useReducer(wordSelectionReducer, emptyWordSelection);
  const [shownWords, setShownWords] = useState(words);
  if (shownWords !== words) {
    setShownWords(words);
    select({ type: 'clear' });
    select({ type: 'move', to: 0, extend: false });
  }
  const lines = useMemo(() => readingOrderLines(words), [words]);
  /** Word indexes in reading order: position `p` in the selection is `words[order[p]]`. */
  const order = useMemo(() => lines.flat(), [lines]);
  const placements = useMemo(() => wordPlacements(words, lines), [lines, words]);
  const selectedIndexes = useMemo(() => selectedWordIndexes(selection.selected, order), [selection.selected, order]);
  const selectedText = useMemo(() => textInReadingOrder(words, selectedIndexes), [words, selectedIndexes]);
  return { words, order, placements, selection, selectedIndexes, selectedText, changeSelection: select };
}
