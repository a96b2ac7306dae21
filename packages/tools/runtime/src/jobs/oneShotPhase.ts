/** Where a tool that sends one request per run stands: nothing sent yet, waiting, or the last run's outcome. */
export type OneShotPhase = 'idle' | 'pending' | 'succeeded' | 'failed';
