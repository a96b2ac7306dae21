import type { SavedImage } from '../imageGeneration/types';
import { missingSavedUrlMessage } from '../imageGeneration/imageGenerationApi';
import { stringField } from '../json/fields';
import { jobStateReader, mediaResult } from '../polling/readJobState';

export const mysticJobState = jobStateReader<SavedImage>({
  done: ['OK'],
  result: mediaResult('savedUrl', (body) => stringField(body, 'saved_url')),
  failureMessage: 'Generation failed.',
  noOutputMessage: missingSavedUrlMessage,
});
