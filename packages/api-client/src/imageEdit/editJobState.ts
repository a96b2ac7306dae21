import { stringField } from '../json/fields';
import { jobStateReader, mediaResult } from '../polling/readJobState';

export const editPollIntervalMs = 3000;
export const editTimeoutMs = 120_000;

export const editJobState = jobStateReader(
  ['COMPLETED'],
  mediaResult('url', (body) => stringField(body, 'url')),
  () => 'Editing failed during processing.',
  'No output received.',
);
