import { isJsonObject, numberField, objectField, stringField } from '../json/fields';
import { jobStateReader, mediaResult, unsuccessful } from '../polling/readJobState';
import type { UpscaledVideo } from './types';

export const upscalePollIntervalMs = 3000;

export const upscaleJobState = jobStateReader<UpscaledVideo>(
  (body) => isJsonObject(body) && (body.done === true || body.done === 1),
  mediaResult('url', (body) => stringField(objectField(body, 'file'), 'url')),
  (body) => stringField(body, 'error') ?? 'Something went wrong.',
  undefined,
  (_, body) => [undefined, numberField(body, 'progress')],
  (body) => !!stringField(body, 'error') || unsuccessful(body),
);
