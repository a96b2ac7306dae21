import type { MediakitClient } from '@mediakit/api-client';
import { formatMessage } from '../hooks/useToolMessages';
import { useCredits, type UseCreditsResult } from './useCredits';

export interface UseCreditGateOptions {
  /** The estimated cost of the next run. */
  cost: number;
  /**
   * The tool's own wording from the spec, with `{required}` and `{have}` placeholders, e.g.
   * 'Insufficient credits. Need {required}, you have {have}.'
   */
  shortMessageTemplate: string;
  client?: MediakitClient;
}

export interface CreditGate extends UseCreditsResult {
  cost: number;
  /** True only when the balance is known and below the cost: an unknown balance never blocks (the server decides). */
  isShort: boolean;
  /** The spec's message when short, else undefined. */
  shortMessage: string | undefined;
}

/** The balance against a run's estimate: tools block submission while `isShort` and show `shortMessage`. */
export function useCreditGate({ cost, shortMessageTemplate, client }: UseCreditGateOptions): CreditGate {
  const credits = useCredits(client);
  const safeCost = Number.isFinite(cost) && cost > 0 ? cost : 0;
  const isShort = credits.credits !== undefined && credits.credits < safeCost;
  return {
    ...credits,
    cost: safeCost,
    isShort,
    shortMessage: isShort
      ? formatMessage(shortMessageTemplate, { required: safeCost, have: credits.credits ?? 0 })
      : undefined,
  };
}
