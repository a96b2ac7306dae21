import type { SavedImage } from '../imageGeneration/types';
import { missingSavedUrlMessage } from '../imageGeneration/imageGenerationApi';
import { stringField } from '../json/fields';
import { jobStateReader, mediaResult } from '../polling/readJobState';
import type { JobState } from '../polling/types';

export const mysticSchedule = {
  timeoutMs: 5 * 60_000,
  timeoutMessage: 'Timed out after 5 minutes. Please try again.',
  maxConsecutiveErrors: 8,
  pollErrorMessage: 'Status polling error',
  /** 2.5 s; 3.5 s while the asset is being finalised (AWAITING_ASSET). */
  intervalMs: (last: JobState<SavedImage> | undefined) =>
    last?.rawStatus?.toUpperCase() === 'AWAITING_ASSET' ? 3500 : 2500,
};

export const mysticJobState = jobStateReader<SavedImage>({
  done: ['OK'],
  result: mediaResult('savedUrl', (body) => stringField(body, 'saved_url')),
  failureMessage: 'Generation failed.',
  noOutputMessage: missingSavedUrlMessage,
});
