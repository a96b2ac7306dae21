import type { OcrWord } from '@mediakit/api-client';

/**
 * The words grouped into lines, top to bottom, each line left to right; values are indexes into `words`.
 * A word joins the current line when its vertical centre lies within half a line height of the line's centre, so
 * slightly skewed scans still read line by line instead of jumping between lines.
 */
export function readingOrderLines(words: readonly OcrWord[]): number[][] {
  const byTop = words
    .map((word, index) => ({ index, box: word.box }))
    .sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  const lines: { center: number; height: number; members: typeof byTop }[] = [];
  for (const word of byTop) {
    const center = word.box.y + word.box.height / 2;
    const line = lines.at(-1);
    if (line && Math.abs(center - line.center) <= Math.max(line.height, word.box.height) / 2) {
      line.members.push(word);
      // The line's centre and height follow its words, so one tall word does not swallow the next line.
      const count = line.members.length;
      line.center += (center - line.center) / count;
      line.height += (word.box.height - line.height) / count;
    } else {
      lines.push({ center, height: word.box.height, members: [word] });
    }
  }
  return lines.map((line) => line.members.sort((a, b) => a.box.x - b.box.x).map((member) => member.index));
}

/** Every word's index in reading order (line by line, then left to right). */
export function readingOrder(words: readonly OcrWord[]): number[] {
  return readingOrderLines(words).flat();
}

/**
 * The text of the chosen words in reading order: words of a line joined by spaces, lines by newlines. Lines with no
 * chosen word are left out.
 */
export function textInReadingOrder(words: readonly OcrWord[], chosen: ReadonlySet<number> | 'all' = 'all'): string {
  return readingOrderLines(words)
    .map((line) =>
      line
        .filter((index) => chosen === 'all' || chosen.has(index))
        .map((index) => words[index]?.text ?? '')
        .join(' '),
    )
    .filter((line) => line.length > 0)
    .join('\n');
}
