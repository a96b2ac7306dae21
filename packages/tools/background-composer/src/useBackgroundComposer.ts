import type { BackgroundAlign, BackgroundRemovalInput } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import {
  catalogueFailureReasons,
  useSingleRunTool,
  type FailureWording,
  type MediaResult,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { useCallback, useMemo, useReducer } from 'react';
import {
  backgroundSourceOf,
  canvasSizeRange,
  clampToRange,
  composerReducer,
  hasErrors,
  initialComposerState,
  paddingRange,
  removalInputOf,
  sanitizeComposerValues,
  validateComposition,
  type BackgroundFit,
  type ComposerMode,
  type ComposerValues,
} from './composerState';
import { backgroundComposerMessages, type BackgroundComposerMessages } from './messages';

/** What `onResult` receives: the cut-out (or composed) PNG. */
export interface BackgroundComposerResult extends MediaResult {
  /** The balance after the charge, when the server sent it. */
  credits: number | undefined;
}

export type UseBackgroundComposerOptions = ToolOptions<
  BackgroundComposerResult,
  BackgroundComposerMessages,
  Partial<ComposerValues>
>;

/** Spec cost of one run (document 001, section 9). */
export const backgroundRemovalCost = operationCost('backgroundRemoval', {});

const failureWording: FailureWording<BackgroundComposerMessages> = {
  fallback: 'processingFailed',
  creditsShort: 'insufficientCredits',
  // The server's details (or the catalogue's 'Invalid input (422).'), already chosen by the client.
  reasons: catalogueFailureReasons,
  // The server's own reason when it gave one; else 'Background processing failed.'.
  unlessServerSaid: {
    'job-failed': 'processingFailed',
    'server-error': 'processingFailed',
    'request-failed': 'processingFailed',
    redirected: 'processingFailed',
  },
  otherwise: 'processingFailed',
};

/**
 * The background remover and composer without its view: inputs, validation, the one-shot request, credits, Reset.
 * The request is aborted on Reset and on unmount; late answers are ignored.
 */
export function useBackgroundComposer(options: UseBackgroundComposerOptions = {}) {
  const { defaultValues } = options;
  const startValues = useMemo(() => sanitizeComposerValues(defaultValues), [defaultValues]);
  const [state, dispatch] = useReducer(composerReducer, startValues, initialComposerState);
  const run = useSingleRunTool({
    props: options,
    messages: backgroundComposerMessages,
    cost: { credits: backgroundRemovalCost, shortMessage: 'insufficientCredits', engine: 'backgroundRemove' },
    request: (input: BackgroundRemovalInput, signal, client) => client.backgroundRemoval.remove(input, { signal }),
    toResult: ({ url, credits: balance, engine }): BackgroundComposerResult => ({ url, credits: balance, engine }),
    balanceAfter: (result) => result.credits,
    failure: failureWording,
    status: { waiting: 'pending', succeeded: 'done' },
  });
  const text = run.messages;

  const change = useCallback((values: Partial<ComposerValues>) => dispatch({ type: 'values-changed', values }), []);
  const setMode = useCallback((mode: ComposerMode) => change({ mode }), [change]);
  const setSubjectUrl = useCallback((subjectUrl: string) => change({ subjectUrl }), [change]);
  const setBackgroundUrl = useCallback((backgroundUrl: string) => change({ backgroundUrl }), [change]);
  const setBackgroundColor = useCallback((backgroundColor: string) => change({ backgroundColor }), [change]);
  const setFit = useCallback((fit: BackgroundFit) => change({ fit }), [change]);
  const setAlign = useCallback((align: BackgroundAlign) => change({ align }), [change]);
  const setNumber = useCallback(
    (key: 'canvasWidth' | 'canvasHeight' | 'padding', value: number) => {
      const clamped = clampToRange(value, key === 'padding' ? paddingRange : canvasSizeRange);
      // A cleared or non-numeric field keeps the last good value instead of sending nonsense.
      if (clamped !== undefined) change({ [key]: clamped });
    },
    [change],
  );
  const setCanvasWidth = useCallback((value: number) => setNumber('canvasWidth', value), [setNumber]);
  const setCanvasHeight = useCallback((value: number) => setNumber('canvasHeight', value), [setNumber]);
  const setPadding = useCallback((value: number) => setNumber('padding', value), [setNumber]);
  /** The upload fields have checked the files' bytes and sizes before they get here. */
  const setSubjectFile = useCallback((file: File | null) => dispatch({ type: 'subject-file-chosen', file }), []);
  const setBackgroundFile = useCallback((file: File | null) => dispatch({ type: 'background-file-chosen', file }), []);

  const { start, reset: resetRun, dismissFailure } = run;
  const submit = useCallback((): boolean => {
    const fieldErrors = validateComposition(state, text);
    if (hasErrors(fieldErrors)) {
      // One error per field, the latest: the last run's failure (a URL the server refused) goes.
      dismissFailure();
      dispatch({ type: 'invalid', fieldErrors });
      return false;
    }
    const started = start(removalInputOf(state));
    if (started) dispatch({ type: 'submitted' });
    return started;
  }, [dismissFailure, start, state, text]);

  const reset = useCallback(() => {
    resetRun();
    dispatch({ type: 'reset', values: startValues });
  }, [resetRun, startValues]);

  return {
    ...run,
    values: state.values,
    subjectFile: state.subjectFile,
    backgroundFile: state.backgroundFile,
    backgroundSource: backgroundSourceOf(state),
    fieldErrors: state.fieldErrors,
    setMode,
    setSubjectUrl,
    setBackgroundUrl,
    setBackgroundColor,
    setCanvasWidth,
    setCanvasHeight,
    setPadding,
    setFit,
    setAlign,
    setSubjectFile,
    setBackgroundFile,
    submit,
    reset,
  };
}
