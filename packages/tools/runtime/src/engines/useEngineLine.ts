import type { EngineLine, EngineTool, MediakitClient } from '@mediakit/api-client';
import { useSyncExternalStore } from 'react';
import { engineLinesOf, type EngineLinesState } from './engineLines';

const none = () => () => undefined;
const idleState: EngineLinesState = { status: 'idle' };
const getIdle = () => idleState;

/**
 * The line of the engine that will answer `tool` (undefined while it loads, when the read failed or when no tool is
 * named): read once per client and shared by every form on the page.
 */
export function useEngineLine(client: MediakitClient, tool: EngineTool | undefined): EngineLine | undefined {
  const store = tool ? engineLinesOf(client) : undefined;
  const state = useSyncExternalStore(store?.subscribe ?? none, store?.getState ?? getIdle, store?.getState ?? getIdle);
  return state.status === 'loaded' ? state.lines.find((line) => line.tool === tool) : undefined;
}
