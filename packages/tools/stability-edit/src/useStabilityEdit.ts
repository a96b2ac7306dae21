import type { StabilityEditInput } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import { useFormRun, useTool, useToolForm, type ToolOptions } from '@mediakit/tool-runtime';
import { useCallback } from 'react';
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
const failure = {
  fallback: 'editFailed',
  reasons: { 'no-output': 'noOutput' },
  unlessServerSaid: { 'job-failed': 'editFailed', 'server-error': 'editFailed', 'request-failed': 'editFailed' },
} as const;

type EditRequest = StabilityEditInput & { image: File };

/**
 * The single image edit tool without its view: fields, validation, credits, one request with abort on Reset and
 * unmount.
 */
export function useStabilityEdit(options: UseStabilityEditOptions = {}) {
  const form = useToolForm(initialStabilityEditValues, options.defaultValues);
  const { values, update, attempted } = form;
  const run = useTool({
    props: options,
    messages: stabilityEditMessages,
    cost: { credits: stabilityEditCost, shortMessage: 'creditsShort' },
    request: (input: EditRequest, signal, client) => client.stabilityEdit.edit(input, { signal }),
    toResult: ({ url, engine }, { input }): StabilityEditResult => ({
      url,
      engine,
      prompt: input?.prompt ?? '',
      strength: input?.strength ?? values.strength,
      outputFormat: input?.outputFormat ?? values.outputFormat,
    }),
    failure,
    status: { waiting: 'statusEditing', succeeded: 'succeeded' },
  });
  const text = run.messages;

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
  const { submit, reset } = useFormRun(form, run, () => {
    const { image, prompt, strength, outputFormat } = values;
    if (problems.prompt || problems.image || !image) return undefined;
    return { image, prompt: prompt.trim(), strength, outputFormat };
  });

  return {
    ...run,
    values,
    fieldErrors: {
      image: attempted && problems.image ? text[problems.image] : undefined,
      prompt: attempted && problems.prompt ? text[problems.prompt] : undefined,
    },
    /** The image and prompt of the run on screen, for the before/after view (the fields may change meanwhile). */
    source: run.input && { image: run.input.image, prompt: run.input.prompt },
    setImage,
    setPrompt,
    setStrength,
    setOutputFormat,
    submit,
    reset,
  };
}
