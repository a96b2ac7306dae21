import { stringField } from './fields';

/** Which engine made a result: 'local' (a server's built-in engine, no AI model), a provider's id, or unknown. */
export interface MadeBy {
  engine?: string;
}

export function madeBy(body: unknown): MadeBy {
  const engine = stringField(body, 'engine');
  return engine ? { engine } : {};
}
