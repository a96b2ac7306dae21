import type { StabilityEditInput } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import { defineTool, editToolFailure, useTool, type MediaResult, type ToolOptions } from '@mediakit/tool-runtime';
import { stabilityEditMessages, type StabilityEditMessages } from './messages';
import {
  clampStrength,
  defaultStabilityEditValues,
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

const stabilityEdit = defineTool({
  messages: stabilityEditMessages,
  values: initialStabilityEditValues,
  normalize: (next, current) => ({
    ...next,
    strength: clampStrength(next.strength),
    outputFormat: isOutputFormat(next.outputFormat) ? next.outputFormat : current.outputFormat,
  }),
  cost: { credits: stabilityEditCost, shortMessage: 'creditsShort' },
  engine: 'stabilityEdit',
  check: validateStabilityEdit,
  input: ({ image, prompt, strength, outputFormat }): EditRequest | undefined =>
    image ? { image, prompt: prompt.trim(), strength, outputFormat } : undefined,
  request: (input, signal, client) => client.stabilityEdit.edit(input, { signal }),
  toResult: ({ url, engine }, { input }): StabilityEditResult => ({
    url,
    engine,
    prompt: input?.prompt ?? '',
    strength: input?.strength ?? defaultStabilityEditValues.strength,
    outputFormat: input?.outputFormat ?? defaultStabilityEditValues.outputFormat,
  }),
  failure: editToolFailure,
  status: { waiting: 'statusEditing', succeeded: 'succeeded' },
});

/**
 * The single image edit tool without its view: fields, validation, credits, one request with abort on Reset and
 * unmount; `source` is the image and prompt of the run on screen, for the before/after view.
 */
export function useStabilityEdit(options: UseStabilityEditOptions = {}) {
  const tool = useTool(stabilityEdit, options);
  return { ...tool, source: tool.input && { image: tool.input.image, prompt: tool.input.prompt } };
}
