import { isJsonObject, numberField, objectField, stringField } from '../json/fields';
import { madeBy } from '../json/madeBy';
import { jobStateReader } from '../polling/readJobState';
import { enhanceOperations } from '../tools/imageStudio';
import { resolveMediaUrl } from '../urls/safeUrl';
import type { StudioResult, StudioStarted } from './types';

/** The outputs may come as `urls`, `data`, `generated` or `path`: strings, or objects with a `url`. */
function outputUrls(body: unknown, baseUrl: string): string[] {
  const { urls, data, generated, path } = isJsonObject(body) ? body : {};
  return [urls, data, generated, path]
    .flat()
    .map((item) => resolveMediaUrl(typeof item === 'string' ? item : stringField(item, 'url'), baseUrl))
    .filter((url): url is string => !!url);
}

export const studioJobState = jobStateReader<StudioResult>({
  done: enhanceOperations.status.done,
  result: (body, baseUrl) => {
    const urls = outputUrls(body, baseUrl);
    return urls.length ? { urls, ...madeBy(body) } : undefined;
  },
  failureMessage: 'Processing failed',
  noOutputMessage: 'No output received.',
});

export function studioStarted(body: unknown, taskId: string): StudioStarted {
  return {
    taskId,
    status: stringField(body, 'status'),
    cost: numberField(objectField(body, 'pricing'), 'total'),
    credits: numberField(body, 'credits'),
  };
}
