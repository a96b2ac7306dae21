import { stringField } from '../json/fields';
import { readJobState, statusIn } from '../polling/readJobState';
import type { JobState } from '../polling/types';
import { resolveMediaUrl } from '../urls/safeUrl';
import type { EditedImage } from './types';

export const editPollIntervalMs = 3000;
export const editTimeoutMs = 120_000;

export function editJobState(body: unknown, baseUrl: string): JobState<EditedImage> {
  return readJobState(
    {
      done: statusIn('COMPLETED'),
      failed: statusIn('FAILED', 'ERROR'),
      result: (answer, base) => {
        const url = resolveMediaUrl(stringField(answer, 'url'), base);
        return url ? { url } : undefined;
      },
      noResult: 'No output received.',
      failure: () => 'Editing failed during processing.',
    },
    body,
    baseUrl,
  );
}
