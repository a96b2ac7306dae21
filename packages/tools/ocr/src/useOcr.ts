import { sanitizeFileName, type OcrResult, type OcrWord } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import { catalogueFailureReasons, defineTool, formatMessage, useTool, type ToolOptions } from '@mediakit/tool-runtime';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { ocrMessages, type OcrMessages } from './messages';
import { textFileBaseName } from './ocrFiles';
import { readingOrderLines, textInReadingOrder } from './readingOrder';
import {
  emptyWordSelection,
  wordSelectionReducer,
  type WordPlacement,
  type WordSelectionAction,
} from './wordSelection';

/** What `onResult` receives. */
export interface OcrToolResult {
  /** The server's text, else the words in reading order. */
  text: string;
  words: OcrWord[];
  /** The text as a plain-text Blob, for partners who store it. */
  toBlob: () => Blob;
  /** Which engine read it ('local': the server's own Tesseract, not an AI model). */
  engine?: string | undefined;
}

/**
 * OCR takes no `includeBlob`: its output is text, not a file at a URL (the server answers with no image URL, and the
 * image is the user's own upload), so there is nothing to fetch; `toBlob()` gives the text as a plain-text Blob.
 */
export type UseOcrOptions = Omit<ToolOptions<OcrToolResult, OcrMessages, never>, 'defaultValues' | 'includeBlob'>;

/** Spec cost of one extraction (document 001, section 9). */
export const ocrCost = operationCost('ocr', {});

function toOcrResult({ text, words, engine }: OcrResult): OcrToolResult {
  const fullText = text.trim() ? text : textInReadingOrder(words);
  return { text: fullText, words, engine, toBlob: () => new Blob([fullText], { type: 'text/plain;charset=utf-8' }) };
}

type CopyFeedback = { tone: 'info' | 'error'; text: string } | undefined;

const ocr = defineTool({
  messages: ocrMessages,
  values: (): { image: File | null } => ({ image: null }),
  cost: { credits: ocrCost, shortMessage: 'insufficientCredits', engine: 'ocr' },
  check: ({ image }) => ({ image: image ? undefined : 'imageRequired' }),
  // A new image drops the previous result (the upload field has checked its bytes and size).
  resetsRun: ['image'],
  input: ({ image }) => image ?? undefined,
  request: (file: File, signal, client) => client.ocr.extract({ image: file }, { signal }),
  toResult: toOcrResult,
  failure: {
    fallback: 'failed',
    creditsShort: 'insufficientCredits',
    reasons: {
      ...catalogueFailureReasons,
      // The server's details or message when it gave one, else the catalogue's text, both chosen by the client.
      'server-error': 'client-message',
      'request-failed': 'client-message',
      redirected: 'client-message',
    },
    otherwise: 'failed',
  },
  status: { waiting: 'pending' },
});

/**
 * OCR without its view: the image, Extract Text, the words in reading order with a keyboard and mouse selection,
 * copy and download texts, Reset. The request is aborted on Reset, on a new image and on unmount.
 */
export function useOcr(options: UseOcrOptions = {}) {
  const run = useTool(ocr, options);
  const [selection, select] = useReducer(wordSelectionReducer, emptyWordSelection);
  const [copyFeedback, setCopyFeedback] = useState<CopyFeedback>();
  // A new result (or none: a new image, a new run, Reset) starts with no selection and no copy feedback.
  const [shownResult, setShownResult] = useState(run.result);
  if (shownResult !== run.result) {
    setShownResult(run.result);
    select({ type: 'clear' });
    select({ type: 'move', to: 0, extend: false });
    setCopyFeedback(undefined);
  }
  const text = run.messages;
  const image = run.values.image;
  const words = useMemo(() => run.result?.words ?? [], [run.result]);
  const lines = useMemo(() => readingOrderLines(words), [words]);
  /** Word indexes in reading order: position `p` in the selection is `words[order[p]]`. */
  const order = useMemo(() => lines.flat(), [lines]);
  const placements = useMemo<WordPlacement[]>(
    () =>
      lines.flatMap((line, lineIndex) =>
        line.map((index) => {
          const box = words[index]?.box;
          return { line: lineIndex, centerX: box ? box.x + box.width / 2 : 0 };
        }),
      ),
    [lines, words],
  );
  const selectedIndexes = useMemo(
    () => new Set([...selection.selected].flatMap((position) => order[position] ?? [])),
    [selection.selected, order],
  );
  const allText = run.result?.text ?? '';
  const selectedText = useMemo(() => textInReadingOrder(words, selectedIndexes), [words, selectedIndexes]);

  const copy = useCallback(
    async (value: string) => {
      try {
        await navigator.clipboard.writeText(value);
        setCopyFeedback({ tone: 'info', text: text.copied });
      } catch {
        setCopyFeedback({ tone: 'error', text: text.copyFailed });
      }
    },
    [text],
  );
  const copyAll = useCallback(() => copy(allText), [copy, allText]);
  const copySelection = useCallback(() => copy(selectedText), [copy, selectedText]);
  const changeSelection = useCallback((action: WordSelectionAction) => select(action), []);

  return {
    ...run,
    statusText: run.phase === 'succeeded' ? formatMessage(text.done, { count: words.length }) : run.statusText,
    words,
    /** Word indexes in reading order. */
    order,
    placements,
    selection,
    /** Indexes (into `words`) of the selected words. */
    selectedIndexes,
    allText,
    selectedText,
    downloadFileName: sanitizeFileName(
      formatMessage(text.downloadFileName, { name: textFileBaseName(image?.name, text.defaultFileName) }),
    ),
    copyFeedback,
    copyAll,
    copySelection,
    changeSelection,
  };
}
