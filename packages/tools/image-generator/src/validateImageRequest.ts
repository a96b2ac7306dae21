import type { ImagePlan } from '@mediakit/api-client';
import { fieldIssue, imageGeneratorLimits, imagePrompt } from '@mediakit/api-client/tools';
import type { ImageGeneratorMessages } from './messages';
import { planResolutions } from './imagePlans';

/** Section 9: prompt maximum 4000 characters. */
export const promptCharacterLimit = imageGeneratorLimits.promptMax;

export interface ImageRequestDraft {
  prompt: string;
  /** The resolution that would be sent (undefined on the free plan). */
  resolution: string | undefined;
}

export interface ImageRequestContext {
  plan: ImagePlan;
  /** Unknown (undefined) never blocks: the server decides and answers 401. */
  isLoggedIn: boolean | undefined;
}

export type ImageValidationIssue = Extract<
  keyof ImageGeneratorMessages,
  'promptRequired' | 'promptTooLong' | 'notLoggedIn' | 'resolutionRequired'
>;

/** Section 5's rules in the order the user meets them: the prompt first, then login, then a paid plan's resolution. */
export function validateImageRequest(
  draft: ImageRequestDraft,
  context: ImageRequestContext,
): ImageValidationIssue | undefined {
  // The prompt's rule as the server checks it (the image tool's definition).
  const promptIssue = fieldIssue(imagePrompt(), draft.prompt);
  if (promptIssue) return promptIssue.type === 'max_length' ? 'promptTooLong' : 'promptRequired';
  if (context.isLoggedIn === false) return 'notLoggedIn';
  const allowed: readonly string[] = planResolutions[context.plan];
  if (allowed.length > 0 && !allowed.includes(draft.resolution ?? '')) return 'resolutionRequired';
  return undefined;
}

/** The field an issue belongs to, so the view shows it under the right control. */
export function issueField(issue: ImageValidationIssue): 'prompt' | 'resolution' | 'form' {
  if (issue === 'promptRequired' || issue === 'promptTooLong') return 'prompt';
  if (issue === 'resolutionRequired') return 'resolution';
  return 'form';
}
