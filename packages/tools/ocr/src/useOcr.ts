import { isAbortError, isApiError, sanitizeFileName, type MediakitClient, type OcrWord } from '@mediakit/api-client';
import { featureCosts } from '@mediakit/api-client/costs';
import {
  chargeOptimistically,
  formatMessage,
  useCreditGate,
  useMediakitClient,
  useToolMessages,
} from '@mediakit/tool-runtime';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ocrMessages, type OcrMessages } from './messages';
import { initialOcrState, isJpegOrPng, ocrReducer, textFileBaseName, type CreditShortfall } from './ocrState';
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
}

export interface UseOcrOptions {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  messages?: Partial<OcrMessages>;
  /**
   * Called once per extraction with the text and words. OCR takes no `includeBlob`: its output is text, not a file at
   * a URL (the server answers with no image URL, and the image is the user's own upload), so there is nothing to
   * fetch; `toBlob()` gives the text as a plain-text Blob without a request.
   */
  onResult?: (result: OcrToolResult) => void;
  /** Called with every failure of the request (already shown to the user). */
  onError?: (error: unknown) => void;
}

/** Spec cost of one extraction (document 001, section 9). */
export const ocrCost = featureCosts.image_to_text;

function failureOf(error: unknown, text: OcrMessages): { message: string; shortfall?: CreditShortfall } {
  if (!isApiError(error)) return { message: text.failed };
  switch (error.kind) {
    case 'insufficient-credits':
      return error.credits
        ? { message: formatMessage(text.insufficientCredits, { ...error.credits }), shortfall: error.credits }
        : { message: error.message };
    case 'network':
      return { message: text.networkError };
    case 'unauthenticated':
      return { message: text.unauthenticated };
    case 'invalid-input':
    case 'http':
      // The server's details or message when it gave one, else the catalogue's text, both chosen by the client.
      return { message: error.message };
    default:
      return { message: text.failed };
  }
}

type CopyFeedback = { tone: 'info' | 'error'; text: string } | undefined;

/**
 * OCR without its view: the image, Extract Text, the words in reading order with a keyboard and mouse selection,
 * copy and download texts, Reset. The request is aborted on Reset and on unmount; late answers are ignored.
 */
export function useOcr({ client: explicitClient, messages, onResult, onError }: UseOcrOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<OcrMessages>(ocrMessages, messages);
  const gate = useCreditGate({ cost: ocrCost, shortMessageTemplate: text.insufficientCredits, client });
  const [state, dispatch] = useReducer(ocrReducer, initialOcrState);
  const [selection, select] = useReducer(wordSelectionReducer, emptyWordSelection);
  const [copyFeedback, setCopyFeedback] = useState<CopyFeedback>();
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef({ onResult, onError, text, gate });
  useEffect(() => {
    latest.current = { onResult, onError, text, gate };
  });
  useEffect(() => () => inFlight.current?.abort(), []);

  const words = useMemo(() => state.result?.words ?? [], [state.result]);
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
  const allText = useMemo(
    () => (state.result?.text.trim() ? state.result.text : textInReadingOrder(words)),
    [state.result, words],
  );
  const selectedText = useMemo(() => textInReadingOrder(words, selectedIndexes), [words, selectedIndexes]);

  const chooseFile = useCallback((file: File | null) => {
    inFlight.current?.abort();
    if (file && !isJpegOrPng(file)) {
      dispatch({ type: 'file-rejected', error: latest.current.text.wrongType });
      return;
    }
    dispatch({ type: 'file-chosen', file });
    select({ type: 'clear' });
    setCopyFeedback(undefined);
  }, []);

  const extract = useCallback(() => {
    if (state.phase === 'extracting') return;
    const current = latest.current;
    if (!state.file) {
      dispatch({ type: 'file-rejected', error: current.text.imageRequired });
      return;
    }
    if (current.gate.isShort && current.gate.credits !== undefined) {
      const shortfall = { required: current.gate.cost, have: current.gate.credits };
      dispatch({ type: 'blocked', error: formatMessage(current.text.insufficientCredits, shortfall), shortfall });
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: 'extracting' });
    select({ type: 'clear' });
    setCopyFeedback(undefined);
    const charge = chargeOptimistically(current.gate, current.gate.cost);
    client.ocr.extract({ image: state.file }, { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'extracted', result });
        const fullText = result.text.trim() ? result.text : textInReadingOrder(result.words);
        latest.current.onResult?.({
          text: fullText,
          words: result.words,
          toBlob: () => new Blob([fullText], { type: 'text/plain;charset=utf-8' }),
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const { credits: balanceNow, set } = latest.current.gate;
        if (isApiError(error) && error.credits) set(error.credits.have);
        else charge.restore(balanceNow);
        const failure = failureOf(error, latest.current.text);
        dispatch({ type: 'failed', error: failure.message, shortfall: failure.shortfall });
        latest.current.onError?.(error);
      },
    );
  }, [client, state.file, state.phase]);

  const reset = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    dispatch({ type: 'reset' });
    select({ type: 'clear' });
    select({ type: 'move', to: 0, extend: false });
    setCopyFeedback(undefined);
  }, []);

  const copy = useCallback(async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopyFeedback({ tone: 'info', text: latest.current.text.copied });
    } catch {
      setCopyFeedback({ tone: 'error', text: latest.current.text.copyFailed });
    }
  }, []);
  const copyAll = useCallback(() => copy(allText), [copy, allText]);
  const copySelection = useCallback(() => copy(selectedText), [copy, selectedText]);
  const changeSelection = useCallback((action: WordSelectionAction) => select(action), []);

  const downloadFileName = sanitizeFileName(
    formatMessage(text.downloadFileName, { name: textFileBaseName(state.file?.name, text.defaultFileName) }),
  );

  const announcement =
    state.phase === 'extracting'
      ? text.extracting
      : state.phase === 'succeeded'
        ? formatMessage(text.done, { count: words.length })
        : undefined;

  return {
    file: state.file,
    phase: state.phase,
    isExtracting: state.phase === 'extracting',
    result: state.result,
    words,
    /** Word indexes in reading order. */
    order,
    placements,
    selection,
    /** Indexes (into `words`) of the selected words. */
    selectedIndexes,
    allText,
    selectedText,
    downloadFileName,
    fileError: state.fileError,
    error: state.error,
    shortfall: state.shortfall,
    copyFeedback,
    creditGate: gate,
    announcement,
    alert: state.error ?? state.fileError,
    messages: text,
    chooseFile,
    extract,
    reset,
    copyAll,
    copySelection,
    changeSelection,
  };
}

export type OcrController = ReturnType<typeof useOcr>;
