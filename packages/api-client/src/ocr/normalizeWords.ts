import { isJsonObject, numberField, objectField, stringField } from '../json/fields';

export interface WordBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface OcrWord {
  text: string;
  box: WordBox;
}

/** One box shape from the three the servers send: x/y/width/height, x1/y1/x2/y2, left/top/width/height. */
export function normalizeWordBox(source: unknown): WordBox | undefined {
  const n = (key: string) => numberField(source, key);
  const [x, y, width, height] = [n('x'), n('y'), n('width') ?? n('w'), n('height') ?? n('h')];
  if (x !== undefined && y !== undefined && width !== undefined && height !== undefined) return { x, y, width, height };
  const [x1, y1, x2, y2] = [n('x1'), n('y1'), n('x2'), n('y2')];
  if (x1 !== undefined && y1 !== undefined && x2 !== undefined && y2 !== undefined) {
    return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
  }
  const [left, top] = [n('left'), n('top')];
  if (left !== undefined && top !== undefined && width !== undefined && height !== undefined) {
    return { x: left, y: top, width, height };
  }
  return undefined;
}

/** Words with text and a box; the box may sit on the word itself or under `bbox`/`box`. Others are dropped. */
export function normalizeWords(words: unknown[]): OcrWord[] {
  return words.flatMap((word) => {
    const text = stringField(word, 'text');
    if (!isJsonObject(word) || !text) return [];
    const box = normalizeWordBox(objectField(word, 'bbox') ?? objectField(word, 'box') ?? word);
    return box ? [{ text, box }] : [];
  });
}
