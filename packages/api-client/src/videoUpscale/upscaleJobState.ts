import { isJsonObject, numberField, objectField, stringField } from '../json/fields';
import { readJobState, statusIn } from '../polling/readJobState';
import type { JobState } from '../polling/types';
import { resolveMediaUrl } from '../urls/safeUrl';
import type { UpscaledVideo } from './types';

export const upscalePollIntervalMs = 3000;

const failedStatus = statusIn('FAILED', 'ERROR');

export function upscaleJobState(body: unknown, baseUrl: string): JobState<UpscaledVideo> {
  return readJobState(
    {
      done: (_, answer) => isJsonObject(answer) && (answer.done === true || answer.done === 1),
      failed: (status, answer) =>
        failedStatus(status) || !!stringField(answer, 'error') || (isJsonObject(answer) && answer.success === false),
      result: (answer, base) => {
        const url = resolveMediaUrl(stringField(objectField(answer, 'file'), 'url'), base);
        return url ? { url } : undefined;
      },
      failure: (answer) => stringField(answer, 'error') ?? 'Something went wrong.',
      progress: (_, answer) => [undefined, numberField(answer, 'progress')],
    },
    body,
    baseUrl,
  );
}
