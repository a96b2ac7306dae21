import { isApiError, type ApiError, type ApiErrorReason } from '@mediakit/api-client';
import { featureCosts } from '@mediakit/api-client/costs';
import {
  useCreditGate,
  useMediakitClient,
  useOneShotRequest,
  useResultDelivery,
  useToolMessages,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { useCallback, useMemo, useReducer } from 'react';
import { stabilityEditMessages, type StabilityEditMessages } from './messages';
import {
  canSubmit,
  initialStabilityEditState,
  stabilityEditReducer,
  visibleFieldErrors,
  type OutputFormat,
  type StabilityEditValues,
} from './stabilityEditState';

/** What `onResult` receives: the edited image's URL and how it was made. */
export interface StabilityEditResult {
  url: string;
  prompt: string;
  strength: number;
  outputFormat: OutputFormat;
}

export type UseStabilityEditOptions = ToolOptions<
  StabilityEditResult,
  StabilityEditMessages,
  Partial<StabilityEditValues>
>;

export const stabilityEditCost = featureCosts.image_editor;

// The client's own fallbacks ('Edit failed.', 'No output received.') go through the tool's (overridable) messages.
const editFailedReasons: readonly ApiErrorReason[] = ['job-failed', 'server-error', 'request-failed'];

function clientFallbackKey(error: ApiError): keyof StabilityEditMessages | undefined {
  if (error.reason === 'no-output') return 'noOutput';
  return !error.serverMessage && editFailedReasons.includes(error.reason) ? 'editFailed' : undefined;
}

/** The user-facing text of a failure; the client's own fallbacks go through the tool's (overridable) messages. */
export function stabilityEditFailureMessage(error: unknown, text: StabilityEditMessages): string {
  if (!isApiError(error) || !error.message.trim()) return text.editFailed;
  const key = clientFallbackKey(error);
  return key ? text[key] : error.message;
}

/**
 * The stability edit tool without its view: fields, validation, credits, one request with abort on Reset and unmount.
 */
export function useStabilityEdit({
  client: explicitClient,
  messages,
  defaultValues,
  onResult,
  includeBlob,
  onError,
}: UseStabilityEditOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<StabilityEditMessages>(stabilityEditMessages, messages);
  const [state, dispatch] = useReducer(stabilityEditReducer, defaultValues, initialStabilityEditState);
  const gate = useCreditGate({ cost: stabilityEditCost, shortMessageTemplate: text.creditsShort, client });
  const { run, abort } = useOneShotRequest({ balance: gate, onError });
  const deliver = useResultDelivery({ client, onResult, includeBlob });

  const submit = useCallback(() => {
    if (state.phase === 'pending') return;
    const { image, prompt, strength, outputFormat } = state.values;
    if (!canSubmit(state) || gate.isShort || !image) {
      dispatch({ type: 'submit-rejected' });
      return;
    }
    dispatch({ type: 'started' });
    const sentPrompt = prompt.trim();
    run({
      request: (signal) => client.stabilityEdit.edit({ image, prompt: sentPrompt, strength, outputFormat }, { signal }),
      cost: stabilityEditCost,
      onSuccess: ({ url, engine }) => {
        dispatch({ type: 'succeeded', url, engine, of: { prompt: sentPrompt, image, outputFormat } });
        void deliver({ url, prompt: sentPrompt, strength, outputFormat });
      },
      onFailure: (error) => dispatch({ type: 'failed', error: stabilityEditFailureMessage(error, text) }),
    });
  }, [client, deliver, gate.isShort, run, state, text]);

  const reset = useCallback(() => {
    abort();
    dispatch({ type: 'reset', values: defaultValues });
  }, [abort, defaultValues]);

  const pickImage = useCallback((file: File | null) => dispatch({ type: 'image-picked', file }), []);
  const setPrompt = useCallback((prompt: string) => dispatch({ type: 'prompt-changed', prompt }), []);
  const setStrength = useCallback((strength: number) => dispatch({ type: 'strength-changed', strength }), []);
  const setOutputFormat = useCallback(
    (outputFormat: OutputFormat) => dispatch({ type: 'format-changed', outputFormat }),
    [],
  );

  const fieldErrors = useMemo(() => {
    const keys = visibleFieldErrors(state);
    return { image: keys.image && text[keys.image], prompt: keys.prompt && text[keys.prompt] };
  }, [state, text]);

  return {
    values: state.values,
    phase: state.phase,
    isPending: state.phase === 'pending',
    resultUrl: state.resultUrl,
    engine: state.engine,
    resultOf: state.resultOf,
    error: state.error,
    fieldErrors,
    /** Every rule is met and the balance covers the cost (an unknown balance never blocks). */
    canSubmit: canSubmit(state) && !gate.isShort,
    gate,
    pickImage,
    setPrompt,
    setStrength,
    setOutputFormat,
    submit,
    reset,
    messages: text,
  };
}
