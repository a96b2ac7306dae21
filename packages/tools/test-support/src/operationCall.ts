import type { MediakitClient } from '@mediakit/api-client';

/** The client resource and call a run's operation names, e.g. `['tts', 'speak']` for `'tts.speak'`. */
export function callOfOperation(operation: string) {
  const [resource, name] = operation.split('.') as [keyof MediakitClient, string];
  return { resource, name };
}
