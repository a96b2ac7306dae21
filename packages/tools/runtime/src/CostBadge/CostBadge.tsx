import { PlainLink } from '@mediakit/ui/Link';
import { formatMessage, useToolMessages } from '../hooks/useToolMessages';
import type { EngineLine } from '@mediakit/api-client';
import type { CreditGate } from '../credits/useCreditGate';
import * as styles from './CostBadge.css';

export const costBadgeMessages = {
  balance: 'Balance: {credits} credits',
  balanceOne: 'Balance: 1 credit',
  balanceUnknown: 'Balance: checking…',
  balanceFailed: 'Balance unavailable',
  retryBalance: 'Retry',
  cost: 'Cost: {cost} credits',
  costOne: 'Cost: 1 credit',
  buyCredits: 'Buy credits',
  /** Before the engine's own sentence, by its kind. */
  engineModel: 'Model on this server: {summary}',
  engineProvider: 'Provider: {summary}',
  engineProgram: 'Local engine: {summary}',
};

const engineMessage = { model: 'engineModel', provider: 'engineProvider', program: 'engineProgram' } as const;

export type CostBadgeMessages = typeof costBadgeMessages;

export interface CostBadgeProps {
  /** The gate from `useCreditGate`: balance, cost, and the spec's message when short. */
  gate: Pick<CreditGate, 'credits' | 'cost' | 'isShort' | 'shortMessage'> &
    Partial<Pick<CreditGate, 'error' | 'refreshing' | 'refresh' | 'engine'>>;
  /** Where 'Buy credits' leads (default '/pricing'); host routers intercept it through ui's RouterProvider. */
  buyCreditsHref?: string;
  messages?: Partial<CostBadgeMessages>;
  className?: string;
}

/**
 * The balance and the estimated cost of the next run; when short, the tool's message and a 'Buy credits' link. A
 * balance that could not load says so and offers 'Retry' (the tool still submits: the server decides). Below them,
 * which engine will answer and what it does, once the client's engine lines have loaded (nothing otherwise).
 */
export function CostBadge({ gate, buyCreditsHref = '/pricing', messages, className }: CostBadgeProps) {
  const text = useToolMessages(costBadgeMessages, messages);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-short={gate.isShort || undefined}>
      <span className={styles.pill}>
        {gate.credits === undefined
          ? gate.error && !gate.refreshing
            ? text.balanceFailed
            : text.balanceUnknown
          : gate.credits === 1
            ? text.balanceOne
            : formatMessage(text.balance, { credits: gate.credits })}
      </span>
      {gate.credits === undefined && gate.error && !gate.refreshing && gate.refresh && (
        <button type="button" className={styles.retry} onClick={() => void gate.refresh?.().catch(() => {})}>
          {text.retryBalance}
        </button>
      )}
      <span className={styles.pill}>
        {gate.cost === 1 ? text.costOne : formatMessage(text.cost, { cost: gate.cost })}
      </span>
      {gate.engine && <EngineNote engine={gate.engine} messages={messages} />}
      {gate.isShort && (
        <p className={styles.short} role="alert">
          <span>{gate.shortMessage}</span>
          <PlainLink className={styles.link} href={buyCreditsHref}>
            {text.buyCredits}
          </PlainLink>
        </p>
      )}
    </div>
  );
}

/** Which engine will answer the next run and what it does: its kind ('Local engine: …'), then its own sentence. */
export function EngineNote({ engine, messages }: { engine: EngineLine; messages?: Partial<CostBadgeMessages> }) {
  const text = useToolMessages(costBadgeMessages, messages);
  return (
    <p className={styles.engine} data-kind={engine.kind}>
      {formatMessage(text[engineMessage[engine.kind]], { summary: engine.summary })}
    </p>
  );
}
