import type { StabilityEditInput } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import {
  failureMessage,
  statusText,
  useCreditGate,
  useMediakitClient,
  useToolMessages,
  useToolRun,
  type FailureWording,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import { useCallback, useState } from 'react';
import { stabilityEditMessages, type StabilityEditMessages } from './messages';
import {
  clampStrength,
  initialStabilityEditValues,
  isOutputFormat,
  validateStabilityEdit,
  type OutputFormat,
  type StabilityEditValues,
} from './stabilityEditForm';

/** What `onResult` receives: the edited image's URL and how it was made. */
export interface StabilityEditResult {
  url: string;
  prompt: string;
  strength: number;
  outputFormat: OutputFormat;
  /** Which engine made it ('local': the server's own, not an AI model). */
  engine?: string | undefined;
}

export type UseStabilityEditOptions = ToolOptions<
  StabilityEditResult,
  StabilityEditMessages,
  Partial<StabilityEditValues>
>;

export const stabilityEditCost = operationCost('stabilityEdit', {});

// The client's own fallbacks ('Edit failed.', 'No output received.') in the tool's (overridable) words.
const failureWording: FailureWording<StabilityEditMessages> = {
  fallback: 'editFailed',
  reasons: { 'no-output': 'noOutput' },
  unlessServerSaid: { 'job-failed': 'editFailed', 'server-error': 'editFailed', 'request-failed': 'editFailed' },
};

type EditRequest = StabilityEditInput & { image: File };

/**
 * The single image edit tool without its view: fields, validation, credits, one request with abort on Reset and
 * unmount.
 */
export function useStabilityEdit({
  client: explicitClient,
  messages,
  defaultValues,
  ...delivery
}: UseStabilityEditOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<StabilityEditMessages>(stabilityEditMessages, messages);
  const [values, setValues] = useState<StabilityEditValues>(() => initialStabilityEditValues(defaultValues));
  const [attempted, setAttempted] = useState(false);
  /** The image and prompt of the run on screen, for the before/after view (the fields may change meanwhile). */
  const [source, setSource] = useState<{ image: File; prompt: string }>();
  const credits = useCreditGate({ client, cost: stabilityEditCost, shortMessageTemplate: text.creditsShort });
  const run = useToolRun({
    ...delivery,
    client,
    credits,
    request: (input: EditRequest, signal: AbortSignal) => client.stabilityEdit.edit(input, { signal }),
    toResult: ({ url, engine }, { input }): StabilityEditResult => ({
      url,
      engine,
      prompt: input?.prompt ?? '',
      strength: input?.strength ?? values.strength,
      outputFormat: input?.outputFormat ?? values.outputFormat,
    }),
    failureMessage: (error) => failureMessage(error, text, failureWording),
  });

  const update = useCallback((change: Partial<StabilityEditValues>) => {
    setValues((current) => ({ ...current, ...change }));
  }, []);
  /** The upload field has checked the file's bytes and size before it gets here. */
  const setImage = useCallback((image: File | null) => update({ image }), [update]);
  const setPrompt = useCallback((prompt: string) => update({ prompt }), [update]);
  const setStrength = useCallback((strength: number) => update({ strength: clampStrength(strength) }), [update]);
  const setOutputFormat = useCallback(
    (outputFormat: unknown) => {
      if (isOutputFormat(outputFormat)) update({ outputFormat });
    },
    [update],
  );

  const problems = validateStabilityEdit(values);
  const { start, reset: resetRun } = run;
  const submit = useCallback((): boolean => {
    setAttempted(true);
    const { image, prompt, strength, outputFormat } = values;
    if (problems.prompt || problems.image || !image) return false;
    const started = start({ image, prompt: prompt.trim(), strength, outputFormat });
    if (started) setSource({ image, prompt: prompt.trim() });
    return started;
  }, [problems, start, values]);

  const reset = useCallback(() => {
    resetRun();
    setAttempted(false);
    setValues(initialStabilityEditValues(defaultValues));
  }, [defaultValues, resetRun]);

  return {
    ...run,
    values,
    fieldErrors: {
      image: attempted && problems.image ? text[problems.image] : undefined,
      prompt: attempted && problems.prompt ? text[problems.prompt] : undefined,
    },
    statusText: statusText(run, text, { waiting: 'statusEditing', succeeded: 'succeeded' }),
    /** The image and prompt of the run on screen. */
    source,
    credits,
    messages: text,
    setImage,
    setPrompt,
    setStrength,
    setOutputFormat,
    submit,
    reset,
  };
}
