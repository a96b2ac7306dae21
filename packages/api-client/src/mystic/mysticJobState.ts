import type { SavedImage } from '../imageGeneration/types';
import { missingSavedUrlMessage } from '../imageGeneration/imageGenerationApi';
import { stringField } from '../json/fields';
import { readJobState, statusIn } from '../polling/readJobState';
import type { JobState } from '../polling/types';
import { resolveMediaUrl } from '../urls/safeUrl';

export const mysticSchedule = {
  timeoutMs: 5 * 60_000,
  timeoutMessage: 'Timed out after 5 minutes. Please try again.',
  maxConsecutiveErrors: 8,
  pollErrorMessage: 'Status polling error',
  /** 2.5 s; 3.5 s while the asset is being finalised. */
  intervalMs: (last: JobState<SavedImage> | undefined) =>
    last?.rawStatus?.toUpperCase() === 'AWAITING_ASSET' ? 3500 : 2500,
};

export function mysticJobState(body: unknown, baseUrl: string): JobState<SavedImage> {
  return readJobState(
    {
      done: statusIn('OK'),
      failed: statusIn('FAILED', 'ERROR'),
      result: (answer, base) => {
        const savedUrl = resolveMediaUrl(stringField(answer, 'saved_url'), base);
        return savedUrl ? { savedUrl } : undefined;
      },
      noResult: missingSavedUrlMessage,
      failure: () => 'Generation failed.',
      progress: (status) => [status === 'AWAITING_ASSET' ? 'Finalizing asset…' : undefined],
    },
    body,
    baseUrl,
  );
}
