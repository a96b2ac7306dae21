import type { StabilityEditInput } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import { editToolFailure, useFormTool, type MediaResult, type ToolOptions } from '@mediakit/tool-runtime';
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
export interface StabilityEditResult extends MediaResult {
  prompt: string;
  strength: number;
  outputFormat: OutputFormat;
}

export type UseStabilityEditOptions = ToolOptions<
  StabilityEditResult,
  StabilityEditMessages,
  Partial<StabilityEditValues>
>;

export const stabilityEditCost = operationCost('stabilityEdit', {});

type EditRequest = StabilityEditInput & { image: File };

/**
 * The single image edit tool without its view: fields, validation, credits, one request with abort on Reset and
 * unmount.
 */
export function useStabilityEdit(options: UseStabilityEditOptions = {}) {
  const { update, ...tool } = useFormTool(options, initialStabilityEditValues, (values) => ({
    messages: stabilityEditMessages,
    cost: { credits: stabilityEditCost, shortMessage: 'creditsShort', engine: 'stabilityEdit' },
    request: (input: EditRequest, signal, client) => client.stabilityEdit.edit(input, { signal }),
    toResult: ({ url, engine }, { input }): StabilityEditResult => ({
      url,
      engine,
      prompt: input?.prompt ?? '',
      strength: input?.strength ?? values.strength,
      outputFormat: input?.outputFormat ?? values.outputFormat,
    }),
    failure: editToolFailure,
    status: { waiting: 'statusEditing', succeeded: 'succeeded' },
    check: validateStabilityEdit,
    input: ({ image, prompt, strength, outputFormat }) =>
      image ? { image, prompt: prompt.trim(), strength, outputFormat } : undefined,
  }));

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

  return {
    ...tool,
    /** The image and prompt of the run on screen, for the before/after view (the fields may change meanwhile). */
    source: tool.input && { image: tool.input.image, prompt: tool.input.prompt },
    setImage,
    setPrompt,
    setStrength,
    setOutputFormat,
  };
}
