import * as v from 'valibot';
import { featureCosts } from '../costs/featureCosts';
import type { OperationContract } from '../operations/operationContract';
import { requiredText } from './fields';
import type { OneShotToolDefinition } from './toolDefinition';

/** Text to speech: up to 5000 characters read aloud as MP3. */

export const textToSpeechLimits = { textMax: 5000 };

export const ttsOperations = {
  speak: { method: 'POST', path: '/api/v1/tts', body: 'json', idempotent: true },
} as const satisfies Record<string, OperationContract>;

export const ttsCost = () => featureCosts.default;

const input = () =>
  v.object({
    text: requiredText('Please type the text to speak.', {
      length: textToSpeechLimits.textMax,
      message: 'The text must be at most 5000 characters.',
    }),
  });

export const ttsTool = {
  kind: 'one-shot',
  name: 'tts',
  label: 'Text to Audio',
  project: 'Audio',
  output: 'audio',
  operations: ttsOperations,
  uploads: {},
  input,
  cost: ttsCost,
  words: { succeeded: 'succeeded', failed: 'failed' },
} satisfies OneShotToolDefinition<v.InferOutput<ReturnType<typeof input>>>;
