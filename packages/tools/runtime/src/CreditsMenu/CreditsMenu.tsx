import type { MediakitClient } from '@mediakit/api-client';
import { Button } from '@mediakit/ui/Button';
import { DialogTrigger } from '@mediakit/ui/Dialog';
import { SparklesIcon } from '@mediakit/ui/Icon';
import { Meter } from '@mediakit/ui/Meter';
import { Popover } from '@mediakit/ui/Popover';
import { useToolMessages } from '../hooks';
import { useCredits } from '../credits';
import { creditsLabel, creditsMenuMessages, topUpAmounts, type CreditsMenuMessages } from './creditsMenuMessages';
import { useCreditsTopUp } from './useCreditsTopUp';
import * as styles from './CreditsMenu.css';

export interface CreditsMenuProps {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<CreditsMenuMessages>;
  /** The amounts offered (default +10, +50, +100). */
  amounts?: readonly number[];
  /** Class name of the trigger button. */
  className?: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

/**
 * The top bar's credits dropdown: the balance as its button; inside, balance, cap and percent used, and top-ups
 * that go through `client.credits.topUp` (so the balance changes everywhere the client's store is shown).
 */
export function CreditsMenu({ client, messages, amounts = topUpAmounts, className }: CreditsMenuProps) {
  const text = useToolMessages<CreditsMenuMessages>(creditsMenuMessages, messages);
  const { credits, cap, spentThisMonth, percentUsed } = useCredits(client);
  const { state, topUp, isToppingUp } = useCreditsTopUp({ client, failure: text.topUpFailed });
  const balance = credits === undefined ? text.checking : creditsLabel(credits);

  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm" className={className} aria-label={`${text.title}: ${balance}`}>
        <SparklesIcon aria-hidden="true" />
        {balance}
      </Button>
      <Popover title={text.title} placement="bottom end">
        <div className={styles.panel}>
          <dl className={styles.figures}>
            <dt className={styles.figureName}>{text.balance}</dt>
            <dd className={styles.figureValue}>{credits === undefined ? '…' : creditsLabel(credits)}</dd>
            <dt className={styles.figureName}>{text.cap}</dt>
            <dd className={styles.figureValue}>{creditsLabel(cap)}</dd>
          </dl>
          {/* What was spent this month (the server's ledger) of the cap, as Your Plan & Usage says it. */}
          {spentThisMonth !== undefined && (
            <Meter
              label={text.used}
              value={percentUsed}
              minValue={0}
              maxValue={100}
              valueLabel={fill(text.usedValue, {
                spent: spentThisMonth.toLocaleString(),
                cap: cap.toLocaleString(),
                percent: percentUsed,
              })}
              tone="auto"
            />
          )}
          <div role="group" aria-label={text.topUp} className={styles.amounts}>
            {amounts.map((amount) => (
              <Button
                key={amount}
                size="sm"
                variant="secondary"
                aria-label={fill(text.topUpButton, { amount })}
                // Not disabled while one runs (focus would drop out of the dialog): the hook takes one at a time.
                aria-disabled={isToppingUp || undefined}
                onPress={() => topUp(amount)}
              >
                +{amount}
              </Button>
            ))}
          </div>
          <p className={styles.status} role="status">
            {state.status === 'topping-up'
              ? text.toppingUp
              : state.status === 'done'
                ? fill(text.toppedUp, { amount: state.amount, credits: state.credits.toLocaleString() })
                : ''}
          </p>
          {state.status === 'failed' && (
            <p className={styles.failure} role="alert">
              {state.message}
            </p>
          )}
        </div>
      </Popover>
    </DialogTrigger>
  );
}
