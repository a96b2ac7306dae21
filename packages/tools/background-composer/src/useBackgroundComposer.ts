import type { BackgroundRemovalInput } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import {
  catalogueFailureReasons,
  defineTool,
  useTool,
  type MediaResult,
  type ToolOptions,
} from '@mediakit/tool-runtime';
import {
  backgroundSourceOf,
  composerStateOf,
  initialComposerForm,
  normalizeComposerForm,
  removalInputOf,
  validateComposition,
  type ComposerForm,
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

const backgroundComposer = defineTool({
  messages: backgroundComposerMessages,
  values: initialComposerForm,
  // A cleared or non-numeric size keeps the last good value instead of sending nonsense.
  normalize: normalizeComposerForm,
  cost: { credits: backgroundRemovalCost, shortMessage: 'insufficientCredits' },
  engine: 'backgroundRemove',
  check: (form: ComposerForm) => validateComposition(composerStateOf(form)),
  // One error per field, kept until it changes; a new mode drops the background's.
  errors: 'until-changed',
  clears: { mode: ['background', 'backgroundUrl', 'backgroundColor'] },
  input: (form) => removalInputOf(composerStateOf(form)),
  request: (input: BackgroundRemovalInput, signal, client) => client.backgroundRemoval.remove(input, { signal }),
  toResult: ({ url, credits: balance, engine }): BackgroundComposerResult => ({ url, credits: balance, engine }),
  balanceAfter: (result) => result.credits,
  failure: {
    fallback: 'processingFailed',
    creditsShort: 'insufficientCredits',
    // The server's details (or the catalogue's 'Invalid input (422).'), already chosen by the client.
    reasons: catalogueFailureReasons,
    // The server's own reason when it gave one; else 'Background processing failed.'.
    unlessServerSaid: { 'job-failed': 'processingFailed' },
    requestFailed: 'processingFailed',
    otherwise: 'processingFailed',
  },
  status: { waiting: 'pending', succeeded: 'done' },
});

/**
 * The background remover and composer without its view: inputs, validation, the one-shot request, credits, Reset.
 * The request is aborted on Reset and on unmount; late answers are ignored.
 */
export function useBackgroundComposer(options: UseBackgroundComposerOptions = {}) {
  const tool = useTool(backgroundComposer, options);
  return { ...tool, backgroundSource: backgroundSourceOf(composerStateOf(tool.values)) };
}
