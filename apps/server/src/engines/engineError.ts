/** An engine failure whose message is fit to show the user (the worker shows other failures generically). */
export class EngineError extends Error {
  /**
   * The provider may well succeed if asked again (an outage answer, a timeout, no connection): the worker retries
   * the engine with a growing wait before it fails the job.
   */
  readonly transient: boolean;

  constructor(message: string, options?: { cause?: unknown; transient?: boolean }) {
    super(message, options);
    this.name = 'EngineError';
    this.transient = options?.transient ?? false;
  }
}
