import * as v from 'valibot';
import { featureCosts } from '../costs/featureCosts';
import type { OperationContract } from '../operations/operationContract';
import { requiredText } from './fields';
import type { OneShotToolDefinition } from './toolDefinition';

/** The talking avatar: a script of up to 2000 characters, spoken by a portrait. */

export const avatarLimits = { scriptMax: 2000 };

export const avatarOperations = {
  generate: { method: 'POST', path: '/api/v1/avatar', body: 'json', idempotent: true },
} as const satisfies Record<string, OperationContract>;

export const avatarCost = () => featureCosts.default;

const input = () =>
  v.object({
    script: requiredText('Please write a script.', {
      length: avatarLimits.scriptMax,
      message: 'The script must be at most 2000 characters.',
    }),
  });

export const avatarTool = {
  kind: 'one-shot',
  name: 'avatar',
  label: 'AI Avatar',
  project: 'Avatar',
  output: 'video',
  operations: avatarOperations,
  uploads: {},
  input,
  cost: avatarCost,
  words: { succeeded: 'succeeded', failed: 'failed' },
} satisfies OneShotToolDefinition<v.InferOutput<ReturnType<typeof input>>>;
