/** An engine failure whose message is fit to show the user (the worker shows other failures generically). */
export class EngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineError';
  }
}
