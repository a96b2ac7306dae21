import type { SavedImage } from '../imageGeneration/types';
import { missingSavedUrlMessage } from '../imageGeneration/imageGenerationApi';
import { stringField } from '../json/fields';
import { jobStateReader, mediaResult } from '../polling/readJobState';
import { mysticOperations } from '../tools/imageGenerator';

export const mysticJobState = jobStateReader<SavedImage>({
  done: mysticOperations.status.done,
  result: mediaResult('savedUrl', (body) => stringField(body, 'saved_url')),
  failureMessage: 'Generation failed.',
  noOutputMessage: missingSavedUrlMessage,
});
