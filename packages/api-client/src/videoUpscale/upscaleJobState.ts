import { malformedResponse } from '../errors';
import { isJsonObject, objectField, stringField } from '../json/fields';
import { jobStateReader, mediaResult, unsuccessful } from '../polling/readJobState';
import type { JobState } from '../polling/types';
import type { UpscaledVideo } from './types';

/** Done with a `file.url`; failed on `error`, `success: false` or a failed status; else running with `progress`. */
const readUpscaleState = jobStateReader<UpscaledVideo>({
  done: (body) => isJsonObject(body) && (body.done === true || body.done === 1),
  result: mediaResult('url', (body) => stringField(objectField(body, 'file'), 'url')),
  failureMessage: 'Something went wrong.',
  failureFields: ['error'],
  failedToo: (body) => !!stringField(body, 'error') || unsuccessful(body),
});

const isFlag = (value: unknown) => value == null || typeof value === 'boolean' || value === 0 || value === 1;
const isPercent = (value: unknown) =>
  value == null ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/**
 * The upscaler's status: `done` must be a flag and `progress` a number, when sent (null is not sent). An answer such as `{ done: 'yes',
 * progress: 'lots' }` is malformed, never a job still running (it would be polled until the time limit).
 */
export function upscaleJobState(body: unknown, baseUrl: string): JobState<UpscaledVideo> {
  if (isJsonObject(body) && (!isFlag(body.done) || !isPercent(body.progress))) throw malformedResponse(body);
  return readUpscaleState(body, baseUrl);
}
