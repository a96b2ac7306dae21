/**
 * Where a tool's run stands, the one vocabulary of every tool: nothing sent yet (`idle`); a polled job's start request
 * on its way (`starting`); the request, or the job, under way (`running`); and how the last run ended.
 */
export type ToolPhase = 'idle' | 'starting' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** A run is on its way: its submit button shows its pending label and a new run cannot start. */
export function isBusyPhase(phase: ToolPhase): boolean {
  return phase === 'starting' || phase === 'running';
}

/** The last run ended, one way or another. */
export function hasEnded(phase: ToolPhase): boolean {
  return phase === 'succeeded' || phase === 'failed' || phase === 'cancelled';
}

/**
 * What the server answered to Cancel: 'pending' while it is asked, 'refunded' (stopped, credits back), 'ended' (it had
 * already ended: nothing cancelled), 'unconfirmed' (the cancel failed, or the tool only stops waiting).
 */
export type Cancellation = 'pending' | 'refunded' | 'ended' | 'unconfirmed';
