import { stringField } from '../json/fields';
import { jobStateReader, mediaResult } from '../polling/readJobState';
import { imageEditOperations } from '../tools/imageEditor';

export const editJobState = jobStateReader({
  done: imageEditOperations.status.done,
  result: mediaResult('url', (body) => stringField(body, 'url')),
  failureMessage: 'Editing failed during processing.',
  noOutputMessage: 'No output received.',
});
