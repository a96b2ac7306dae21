import type { EngineRun, OcrWordBox } from '../engine';
import { runProgram, withHeavySlot } from '../processes';

/**
 * Reads printed text with Tesseract (Debian's tesseract-ocr, English), word by word with each word's box in the
 * image's pixels. Lines keep their order; words with no confidence (noise) are dropped.
 */
export async function localOcr({ image }: { image: { path: string } }, run: EngineRun) {
  const tsv = await withHeavySlot(run.signal, () =>
    runProgram('tesseract', [image.path, 'stdout', '-l', 'eng', '--psm', '3', 'tsv'], {
      signal: run.signal,
      timeoutMs: 60_000,
    }),
  );
  const words: OcrWordBox[] = [];
  const lines = new Map<string, string[]>();
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const text = cells.slice(11).join('\t').trim();
    const confidence = Number(cells[10]);
    if (!text || !(confidence > 0)) continue;
    const [left, top, width, height] = cells.slice(6, 10).map(Number) as [number, number, number, number];
    words.push({ text, x: left, y: top, width, height });
    const line = cells.slice(1, 5).join('.');
    lines.set(line, [...(lines.get(line) ?? []), text]);
  }
  run.progress(1);
  return { engine: 'local', text: [...lines.values()].map((line) => line.join(' ')).join('\n'), words };
}
