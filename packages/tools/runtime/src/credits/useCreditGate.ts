import type { EngineLine, EngineTool, MediakitClient } from '@mediakit/api-client';
import { useEngineLine } from '../engines/useEngineLine';
import { formatMessage } from '../hooks/useToolMessages';
import { useMediakitClient } from '../MediakitProvider';
import { useCredits, type UseCreditsResult } from './useCredits';

export interface UseCreditGateOptions {
  /** The estimated cost of the next run. */
  cost: number;
  /**
   * The tool's own wording from the spec, with `{required}` and `{have}` placeholders, e.g.
   * 'Insufficient credits. Need {required}, you have {have}.'
   */
  shortMessageTemplate: string;
  /** The engine slot that answers the run ('imageGenerate', 'ocr', ...): its line shows beside the cost. */
  engine?: EngineTool | undefined;
  client?: MediakitClient;
  /** False for a tool that costs nothing: the balance is then never read. */
  enabled?: boolean;
}

export interface CreditGate extends UseCreditsResult {
  cost: number;
  /** True only when the balance is known and below the cost: an unknown balance never blocks (the server decides). */
  isShort: boolean;
  /** The spec's message when short, else undefined. */
  shortMessage: string | undefined;
  /** Which engine will answer and what it does (undefined while it loads or when it could not be read). */
  engine?: EngineLine | undefined;
}

/** The balance against a run's estimate: tools block submission while `isShort` and show `shortMessage`. */
export function useCreditGate({
  cost,
  shortMessageTemplate,
  engine,
  client,
  enabled,
}: UseCreditGateOptions): CreditGate {
  const resolved = useMediakitClient(client);
  const credits = useCredits(resolved, enabled);
  const engineLine = useEngineLine(resolved, engine);
  const safeCost = Number.isFinite(cost) && cost > 0 ? cost : 0;
  const isShort = credits.credits !== undefined && credits.credits < safeCost;
  return {
    ...credits,
    cost: safeCost,
    isShort,
    shortMessage: isShort
      ? formatMessage(shortMessageTemplate, { required: safeCost, have: credits.credits ?? 0 })
      : undefined,
    engine: engineLine,
  };
}
