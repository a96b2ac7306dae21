// Placeholder until the engines land (issue 15): every engine refuses with a clear error, so the server can be
// built and tested against the `Engines` interface with injected engines. Replaced by the real `createEngines`.
import type { Engines, EngineTool } from './engine';

export type * from './engine';

export class EngineUnavailableError extends Error {
  constructor(readonly tool: EngineTool) {
    super(`No engine is installed for ${tool} yet.`);
    this.name = 'EngineUnavailableError';
  }
}

export function createEngines(): Engines {
  return new Proxy({} as Engines, {
    get: (_target, tool) => () => Promise.reject(new EngineUnavailableError(tool as EngineTool)),
  });
}
