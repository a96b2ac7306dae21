import type { OcrResult, OcrWord } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import { catalogueFailureReasons, defineTool, formatMessage, useTool, type ToolOptions } from '@mediakit/tool-runtime';
import { useCallback, useState } from 'react';
import { ocrMessages, type OcrMessages } from './messages';
import { textFileName } from './ocrFiles';
import { textInReadingOrder } from './readingOrder';
import { useWordSelection } from './WordBoxes/useWordSelection';

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

type CopyFeedback = { tone: 'info' | 'error'; text: string };

/** Spec cost of one extraction (document 001, section 9). */
export const ocrCost = operationCost('ocr', {});

function toOcrResult({ text, words, engine }: OcrResult): OcrToolResult {
  const fullText = text.trim() ? text : textInReadingOrder(words);
  return { text: fullText, words, engine, toBlob: () => new Blob([fullText], { type: 'text/plain;charset=utf-8' }) };
}

const ocr = defineTool({
  messages: ocrMessages,
  values: (): { image: File | null } => ({ image: null }),
  cost: { credits: ocrCost, shortMessage: 'insufficientCredits' },
  engine: 'ocr',
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
  const text = run.messages;
  const wordSelection = useWordSelection(run.result?.words);
  const allText = run.result?.text ?? '';
  // Copy feedback belongs to the result it was given for: a new result (or none: a new image, a new run, Reset) has none.
  const [copied, setCopied] = useState<{ of: typeof run.result; feedback: CopyFeedback }>();
  const copyFeedback = copied && copied.of === run.result ? copied.feedback : undefined;
  const copy = useCallback(
    async (value: string) => {
      try {
        await navigator.clipboard.writeText(value);
        setCopied({ of: run.result, feedback: { tone: 'info', text: text.copied } });
      } catch {
        setCopied({ of: run.result, feedback: { tone: 'error', text: text.copyFailed } });
      }
    },
    [run.result, text],
  );
  const copyAll = useCallback(() => copy(allText), [copy, allText]);
  const copySelection = useCallback(() => copy(wordSelection.selectedText), [copy, wordSelection.selectedText]);

  return {
    ...run,
    ...wordSelection,
    statusText:
      run.phase === 'succeeded' ? formatMessage(text.done, { count: wordSelection.words.length }) : run.statusText,
    allText,
    downloadFileName: textFileName(run.values.image?.name, text),
    copyFeedback,
    copyAll,
    copySelection,
  };
}
