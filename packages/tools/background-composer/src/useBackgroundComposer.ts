import { isAbortError, isApiError, type BackgroundAlign, type MediakitClient } from '@mediakit/api-client';
import { featureCosts } from '@mediakit/api-client/costs';
import {
  chargeOptimistically,
  useCreditGate,
  useMediakitClient,
  useResultDelivery,
  useToolMessages,
  type DeliveredResult,
} from '@mediakit/tool-runtime';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  backgroundSourceOf,
  canvasSizeRange,
  clampToRange,
  composerReducer,
  hasErrors,
  initialComposerState,
  insufficientCreditsMessage,
  isImageFile,
  paddingRange,
  removalInputOf,
  sanitizeComposerValues,
  validateComposition,
  type BackgroundFit,
  type ComposerMode,
  type ComposerValues,
  type CreditShortfall,
} from './composerState';
import { backgroundComposerMessages, type BackgroundComposerMessages } from './messages';

/** What `onResult` receives: the cut-out (or composed) PNG. */
export interface BackgroundComposerResult {
  url: string;
  /** The balance after the charge, when the server sent it. */
  credits: number | undefined;
}

export interface UseBackgroundComposerOptions {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<BackgroundComposerMessages>;
  /** Starting values (also what Reset returns to); out-of-range numbers are clamped. */
  defaultValues?: Partial<ComposerValues>;
  /** Called once per finished image. */
  onResult?: (result: DeliveredResult<BackgroundComposerResult>) => void;
  /** Also fetch the finished PNG and hand it to `onResult` as `blob` (or `blobError`), e.g. to store it yourself. */
  includeBlob?: boolean;
  /** Called with every failure of the request (already shown to the user). */
  onError?: (error: unknown) => void;
}

/** Spec cost of one run (document 001, section 9). */
export const backgroundRemovalCost = featureCosts.bg_remover;

function failureOf(error: unknown, text: BackgroundComposerMessages): { message: string; shortfall?: CreditShortfall } {
  if (!isApiError(error)) return { message: text.processingFailed };
  switch (error.kind) {
    case 'insufficient-credits':
      return error.credits
        ? { message: insufficientCreditsMessage(text.insufficientCredits, error.credits), shortfall: error.credits }
        : { message: error.message };
    case 'network':
      return { message: text.networkError };
    case 'unauthenticated':
      return { message: text.unauthenticated };
    case 'invalid-input':
      // The server's details (or the catalogue's 'Invalid input (422).'), already chosen by the client.
      return { message: error.message };
    case 'job-failed':
    case 'http':
      // The server's own reason when it gave one; else the tool's (overridable) 'Background processing failed.'.
      return { message: error.serverMessage ? error.message : text.processingFailed };
    default:
      return { message: text.processingFailed };
  }
}

/**
 * The background remover and composer without its view: inputs, validation, the one-shot request, credits, Reset.
 * The request is aborted on Reset and on unmount; late answers are ignored.
 */
export function useBackgroundComposer({
  client: explicitClient,
  messages,
  defaultValues,
  onResult,
  includeBlob,
  onError,
}: UseBackgroundComposerOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<BackgroundComposerMessages>(backgroundComposerMessages, messages);
  const credits = useCreditGate({
    cost: backgroundRemovalCost,
    shortMessageTemplate: text.insufficientCredits,
    client,
  });
  const startValues = useMemo(() => sanitizeComposerValues(defaultValues), [defaultValues]);
  const [state, dispatch] = useReducer(composerReducer, startValues, initialComposerState);
  const inFlight = useRef<AbortController | null>(null);
  const deliver = useResultDelivery<BackgroundComposerResult>({ client, onResult, includeBlob });
  const latest = useRef({ onError, text, credits, startValues });
  useEffect(() => {
    latest.current = { onError, text, credits, startValues };
  });

  useEffect(() => () => inFlight.current?.abort(), []);

  const setMode = useCallback((mode: ComposerMode) => dispatch({ type: 'values-changed', values: { mode } }), []);
  const setSubjectUrl = useCallback(
    (subjectUrl: string) => dispatch({ type: 'values-changed', values: { subjectUrl } }),
    [],
  );
  const setBackgroundUrl = useCallback(
    (backgroundUrl: string) => dispatch({ type: 'values-changed', values: { backgroundUrl } }),
    [],
  );
  const setBackgroundColor = useCallback(
    (backgroundColor: string) => dispatch({ type: 'values-changed', values: { backgroundColor } }),
    [],
  );
  const setFit = useCallback((fit: BackgroundFit) => dispatch({ type: 'values-changed', values: { fit } }), []);
  const setAlign = useCallback((align: BackgroundAlign) => dispatch({ type: 'values-changed', values: { align } }), []);
  const setNumber = useCallback((key: 'canvasWidth' | 'canvasHeight' | 'padding', value: number) => {
    const clamped = clampToRange(value, key === 'padding' ? paddingRange : canvasSizeRange);
    // A cleared or non-numeric field keeps the last good value instead of sending nonsense.
    if (clamped !== undefined) dispatch({ type: 'values-changed', values: { [key]: clamped } });
  }, []);
  const setCanvasWidth = useCallback((value: number) => setNumber('canvasWidth', value), [setNumber]);
  const setCanvasHeight = useCallback((value: number) => setNumber('canvasHeight', value), [setNumber]);
  const setPadding = useCallback((value: number) => setNumber('padding', value), [setNumber]);

  const chooseSubjectFile = useCallback((file: File | null) => {
    if (file && !isImageFile(file))
      dispatch({ type: 'subject-file-rejected', error: latest.current.text.subjectNotImage });
    else dispatch({ type: 'subject-file-chosen', file });
  }, []);
  const chooseBackgroundFile = useCallback((file: File | null) => {
    if (file && !isImageFile(file)) {
      dispatch({ type: 'background-file-rejected', error: latest.current.text.backgroundNotImage });
    } else dispatch({ type: 'background-file-chosen', file });
  }, []);

  const { cost, credits: balance } = credits;

  const submit = useCallback(() => {
    if (state.phase === 'submitting') return;
    const current = latest.current;
    const fieldErrors = validateComposition(state, current.text);
    if (hasErrors(fieldErrors)) {
      dispatch({ type: 'invalid', fieldErrors });
      return;
    }
    const gate = current.credits;
    if (gate.isShort && gate.credits !== undefined) {
      const shortBy: CreditShortfall = { required: gate.cost, have: gate.credits };
      dispatch({
        type: 'blocked',
        error: insufficientCreditsMessage(current.text.insufficientCredits, shortBy),
        shortfall: shortBy,
      });
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: 'submitted' });
    const charge = chargeOptimistically(gate, gate.cost);
    client.backgroundRemoval.remove(removalInputOf(state), { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.credits !== undefined) latest.current.credits.set(result.credits);
        dispatch({ type: 'succeeded', url: result.url, engine: result.engine });
        void deliver({ url: result.url, credits: result.credits });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const { credits: balanceNow, set } = latest.current.credits;
        if (isApiError(error) && error.credits) set(error.credits.have);
        else charge.restore(balanceNow);
        const failure = failureOf(error, latest.current.text);
        dispatch({ type: 'failed', error: failure.message, shortfall: failure.shortfall });
        latest.current.onError?.(error);
      },
    );
  }, [client, deliver, state]);

  const reset = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    dispatch({ type: 'reset', values: latest.current.startValues });
  }, []);

  const announcement =
    state.phase === 'submitting' ? text.submitting : state.phase === 'succeeded' ? text.done : undefined;
  const firstFieldError = Object.values(state.fieldErrors).find(Boolean);

  return {
    values: state.values,
    subjectFile: state.subjectFile,
    backgroundFile: state.backgroundFile,
    backgroundSource: backgroundSourceOf(state),
    phase: state.phase,
    isSubmitting: state.phase === 'submitting',
    fieldErrors: state.fieldErrors,
    error: state.error,
    /** Set when the balance is short: offer 'Buy credits'. */
    shortfall: state.shortfall,
    resultUrl: state.resultUrl,
    engine: state.engine,
    cost,
    credits: balance,
    /** The balance against this run's cost, for `CostBadge`. */
    creditGate: credits,
    /** A polite status to announce; errors go through `alert`. */
    announcement,
    /** The error to announce assertively: the request's failure or the first field error. */
    alert: state.error ?? firstFieldError,
    messages: text,
    setMode,
    setSubjectUrl,
    setBackgroundUrl,
    setBackgroundColor,
    setCanvasWidth,
    setCanvasHeight,
    setPadding,
    setFit,
    setAlign,
    chooseSubjectFile,
    chooseBackgroundFile,
    submit,
    reset,
  };
}

export type BackgroundComposerController = ReturnType<typeof useBackgroundComposer>;
