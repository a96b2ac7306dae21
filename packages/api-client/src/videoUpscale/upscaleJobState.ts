import { isJsonObject, objectField, stringField } from '../json/fields';
import { jobStateReader, mediaResult, unsuccessful } from '../polling/readJobState';
import type { UpscaledVideo } from './types';

/** Done with a `file.url`; failed on `error`, `success: false` or a failed status; else running with `progress`. */
export const upscaleJobState = jobStateReader<UpscaledVideo>({
  done: (body) => isJsonObject(body) && (body.done === true || body.done === 1),
  result: mediaResult('url', (body) => stringField(objectField(body, 'file'), 'url')),
  failureMessage: 'Something went wrong.',
  failureFields: ['error'],
  failedToo: (body) => !!stringField(body, 'error') || unsuccessful(body),
});
