import { ApiError, type NoMaskEditInput, type NoMaskEditResult } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import { formatMessage, useFormRun, useTool, useToolForm, type ToolOptions } from '@mediakit/tool-runtime';
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

// The client's own fallbacks ('Edit failed.', 'No output received.') in the tool's (overridable) words.
const failure = {
  fallback: 'editFailed',
  reasons: { 'no-output': 'noOutput' },
  unlessServerSaid: { 'job-failed': 'editFailed', 'server-error': 'editFailed', 'request-failed': 'editFailed' },
} as const;

type EditRequest = NoMaskEditInput & { image: File };

/** The no-mask edit tool without its view: fields, validation, credits, one request with abort on Reset and unmount. */
export function useNoMaskEdit(options: UseNoMaskEditOptions = {}) {
  const form = useToolForm(initialNoMaskEditValues, options.defaultValues);
  const { values, update, attempted } = form;
  const run = useTool({
    props: options,
    messages: noMaskEditMessages,
    cost: { credits: noMaskEditCost, shortMessage: 'creditsShort' },
    request: async (input: EditRequest, signal, client, text) => {
      const result = await client.noMaskEdit.edit(input, { signal });
      if (!result.items[0]) throw new ApiError('job-failed', text.noOutput, { reason: 'no-output' });
      return result;
    },
    toResult: (result): NoMaskEditToolResult => ({ ...result, url: result.items[0]?.url ?? '' }),
    failure,
    status: { waiting: 'statusEditing' },
  });
  const text = run.messages;

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

  const problems = validateNoMaskEdit(values);
  const { submit, reset } = useFormRun(form, run, () => {
    const { prompt, image, size, variations } = values;
    if (problems.prompt || problems.image || !image) return undefined;
    return { prompt: prompt.trim(), image, size: squareSizes[size], n: clampVariations(variations) };
  });

  const count = run.result?.items.length ?? 0;
  return {
    ...run,
    values,
    fieldErrors: {
      prompt: attempted && problems.prompt ? text[problems.prompt] : undefined,
      image: attempted && problems.image ? text[problems.image] : undefined,
    },
    statusText:
      run.phase === 'succeeded'
        ? count === 1
          ? text.succeededOne
          : formatMessage(text.succeededMany, { count })
        : run.statusText,
    /** The image and prompt of the run on screen, for the before/after view (the fields may change meanwhile). */
    source: run.input && { image: run.input.image, prompt: run.input.prompt },
    setPrompt,
    setImage,
    setSize,
    setVariations,
    submit,
    reset,
  };
}
