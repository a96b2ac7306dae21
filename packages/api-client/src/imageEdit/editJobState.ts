import { stringField } from '../json/fields';
import { jobStateReader, mediaResult } from '../polling/readJobState';

export const editJobState = jobStateReader({
  done: ['COMPLETED'],
  result: mediaResult('url', (body) => stringField(body, 'url')),
  failureMessage: 'Editing failed during processing.',
  noOutputMessage: 'No output received.',
});
