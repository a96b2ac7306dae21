import { ApiError, type NoMaskEditInput, type NoMaskEditResult } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import { defineTool, editToolFailure, formatMessage, useTool, type ToolOptions } from '@mediakit/tool-runtime';
import { noMaskEditMessages, type NoMaskEditMessages } from './messages';
import {
  clampVariations,
  initialNoMaskEditValues,
  isNoMaskEditSize,
  squareSizes,
  validateNoMaskEdit,
  type NoMaskEditValues,
} from './noMaskEditForm';

/** What `onResult` receives: the first variation's URL, every variation, and the uploaded input's URL. */
export interface NoMaskEditToolResult extends NoMaskEditResult {
  url: string;
}

export type UseNoMaskEditOptions = ToolOptions<NoMaskEditToolResult, NoMaskEditMessages, Partial<NoMaskEditValues>>;

/** One request, whatever the number of variations (the spec prices an edit, not an output). */
export const noMaskEditCost = operationCost('noMaskEdit', {});

type EditRequest = NoMaskEditInput & { image: File };

const noMaskEdit = defineTool({
  messages: noMaskEditMessages,
  values: initialNoMaskEditValues,
  normalize: (next, current) => ({
    ...next,
    size: isNoMaskEditSize(next.size) ? next.size : current.size,
    variations: clampVariations(next.variations),
  }),
  cost: { credits: noMaskEditCost, shortMessage: 'creditsShort' },
  engine: 'noMaskEdit',
  check: validateNoMaskEdit,
  input: ({ prompt, image, size, variations }): EditRequest | undefined =>
    image ? { prompt: prompt.trim(), image, size: squareSizes[size], n: clampVariations(variations) } : undefined,
  request: async (input, signal, client, text) => {
    const result = await client.noMaskEdit.edit(input, { signal });
    if (!result.items[0]) throw new ApiError('job-failed', text.noOutput, { reason: 'no-output' });
    return result;
  },
  toResult: (result): NoMaskEditToolResult => ({ ...result, url: result.items[0]?.url ?? '' }),
  failure: editToolFailure,
  status: { waiting: 'statusEditing' },
});

/** The no-mask edit tool without its view: fields, validation, credits, one request with abort on Reset and unmount. */
export function useNoMaskEdit(options: UseNoMaskEditOptions = {}) {
  const tool = useTool(noMaskEdit, options);
  const text = tool.messages;
  const count = tool.result?.items.length ?? 0;
  return {
    ...tool,
    statusText:
      tool.phase === 'succeeded'
        ? count === 1
          ? text.succeededOne
          : formatMessage(text.succeededMany, { count })
        : tool.statusText,
    /** The image and prompt of the run on screen, for the before/after view (the fields may change meanwhile). */
    source: tool.input && { image: tool.input.image, prompt: tool.input.prompt },
  };
}
