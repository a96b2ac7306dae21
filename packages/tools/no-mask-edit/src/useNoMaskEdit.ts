import { ApiError, type NoMaskEditInput, type NoMaskEditResult } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import { editToolFailure, formatMessage, useFormTool, type ToolOptions } from '@mediakit/tool-runtime';
import { useCallback } from 'react';
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

/** The no-mask edit tool without its view: fields, validation, credits, one request with abort on Reset and unmount. */
export function useNoMaskEdit(options: UseNoMaskEditOptions = {}) {
  const { update, ...tool } = useFormTool(options, initialNoMaskEditValues, {
    messages: noMaskEditMessages,
    cost: { credits: noMaskEditCost, shortMessage: 'creditsShort', engine: 'noMaskEdit' },
    request: async (input: EditRequest, signal, client, text) => {
      const result = await client.noMaskEdit.edit(input, { signal });
      if (!result.items[0]) throw new ApiError('job-failed', text.noOutput, { reason: 'no-output' });
      return result;
    },
    toResult: (result): NoMaskEditToolResult => ({ ...result, url: result.items[0]?.url ?? '' }),
    failure: editToolFailure,
    status: { waiting: 'statusEditing' },
    check: validateNoMaskEdit,
    input: ({ prompt, image, size, variations }) =>
      image ? { prompt: prompt.trim(), image, size: squareSizes[size], n: clampVariations(variations) } : undefined,
  });
  const text = tool.messages;

  const setPrompt = useCallback((prompt: string) => update({ prompt }), [update]);
  /** The upload field has checked the file's bytes and size before it gets here. */
  const setImage = useCallback((image: File | null) => update({ image }), [update]);
  const setSize = useCallback(
    (size: unknown) => {
      if (isNoMaskEditSize(size)) update({ size });
    },
    [update],
  );
  const setVariations = useCallback(
    (variations: number) => update({ variations: clampVariations(variations) }),
    [update],
  );

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
    setPrompt,
    setImage,
    setSize,
    setVariations,
  };
}
