import { isJsonObject, numberField, objectField, stringField } from '../json/fields';
import { readJobState, statusIn } from '../polling/readJobState';
import type { JobState } from '../polling/types';
import { resolveMediaUrl } from '../urls/safeUrl';
import type { StudioResult, StudioStarted } from './types';

export const studioPollIntervalMs = 2200;

/** The outputs may come as `urls`, `data`, `generated` or `path`: strings, or objects with a `url`. */
function outputUrls(body: unknown, baseUrl: string): string[] {
  const source = isJsonObject(body) ? body : {};
  return [source.urls, source.data, source.generated, source.path]
    .flat()
    .map((item) => resolveMediaUrl(typeof item === 'string' ? item : stringField(item, 'url'), baseUrl))
    .filter((url): url is string => !!url);
}

export function studioJobState(body: unknown, baseUrl: string): JobState<StudioResult> {
  return readJobState(
    {
      done: statusIn('COMPLETED', 'DONE', 'FINISHED'),
      failed: statusIn('FAILED', 'ERROR'),
      result: (answer, base) => {
        const urls = outputUrls(answer, base);
        return urls.length ? { urls } : undefined;
      },
      noResult: 'No output received.',
      failure: () => 'Processing failed',
    },
    body,
    baseUrl,
  );
}

export function studioStarted(body: unknown, taskId: string): StudioStarted {
  return {
    taskId,
    status: stringField(body, 'status'),
    cost: numberField(objectField(body, 'pricing'), 'total'),
    credits: numberField(body, 'credits'),
  };
}
