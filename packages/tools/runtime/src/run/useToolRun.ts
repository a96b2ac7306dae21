import { useEffect, useState, useSyncExternalStore } from 'react';
import { createToolRun, type ToolRunOptions } from './toolRunStore';

export type {
  PolledJob,
  RunCredits,
  RunOrigin,
  RunUpdate,
  ToolRunOptions,
  ToolRunSnapshot,
  ToolRunState,
} from './toolRunStore';
export type { Cancellation } from './toolPhase';
export type UseToolRunOptions<Input, Output, Result, Task> = ToolRunOptions<Input, Output, Result, Task>;

/**
 * A tool's run store (`createToolRun`) held by a component: its snapshot, its actions, the tool's latest options
 * handed over after each render, a saved job resumed on mount and the run aborted on unmount.
 */
export function useToolRun<Input, Output, Result, Task = never>(options: ToolRunOptions<Input, Output, Result, Task>) {
  const [store] = useState(() => createToolRun<Input, Output, Result, Task>(options));
  useEffect(() => store.setOptions(options));
  useEffect(() => store.mount(), [store]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return {
    ...state,
    start: store.start,
    cancel: store.cancel,
    reset: store.reset,
    dismissFailure: store.dismissFailure,
  };
}

export type ToolRun<Result, Task = never> = ReturnType<typeof useToolRun<unknown, unknown, Result, Task>>;
