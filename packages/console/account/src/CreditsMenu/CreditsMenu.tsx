import type { MediakitClient } from '@mediakit/api-client';
import { creditPackOf, formatPrice } from '@mediakit/api-client/plans';
import { Button } from '@mediakit/ui/Button';
import { DialogTrigger } from '@mediakit/ui/Dialog';
import { SparklesIcon } from '@mediakit/ui/Icon';
import { Meter } from '@mediakit/ui/Meter';
import { Popover } from '@mediakit/ui/Popover';
import { formatMessage, useMediakitClient, useProvidedCredits, useToolMessages } from '@mediakit/tool-runtime';
import { creditsLabel, creditsMenuMessages, topUpAmounts, type CreditsMenuMessages } from './creditsMenuMessages';
import { useCreditsCheckout } from './useCreditsCheckout';
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
  /** Goes to the payment engine's checkout (default: the browser goes to its URL). */
  onCheckout?: (url: string) => void;
  /** Where the checkout comes back to (default: the page the menu is on). */
  returnUrl?: string;
  /** Where every pack and plan is offered (the pricing page); no link without it. */
  pricingHref?: string;
}

/**
 * The top bar's credits dropdown: the balance as its button; inside, balance, cap and percent used, and the quick
 * top-ups, each opening the payment engine's checkout for that credit pack (`client.credits.checkout`): credits are
 * added when the payment is confirmed there, never by the menu. In test mode it says no real money moves.
 */
export function CreditsMenu({
  client,
  messages,
  amounts = topUpAmounts,
  className,
  onCheckout,
  returnUrl,
  pricingHref,
}: CreditsMenuProps) {
  const text = useToolMessages<CreditsMenuMessages>(creditsMenuMessages, messages);
  const { credits, cap, spentThisMonth, percentUsed, testMode } = useProvidedCredits(useMediakitClient(client));
  const { state, buy, isOpening } = useCreditsCheckout({ client, failure: text.topUpFailed, onCheckout, returnUrl });
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
              valueLabel={formatMessage(text.usedValue, {
                spent: spentThisMonth.toLocaleString(),
                cap: cap.toLocaleString(),
                percent: percentUsed,
              })}
              tone="auto"
            />
          )}
          <div role="group" aria-label={text.topUp} className={styles.amounts}>
            {amounts.map((amount) => {
              const pack = creditPackOf(amount);
              const price = pack ? formatPrice(pack.price.USD, 'USD') : '';
              return (
                <span key={amount} className={styles.amount}>
                  <Button
                    size="sm"
                    variant="secondary"
                    // Starts with the visible '+10', then says what it does (axe: label-content-name-mismatch).
                    aria-label={formatMessage(text.topUpButton, { amount, price })}
                    // Not disabled while one opens (focus would drop out of the dialog): the hook takes one at a time.
                    aria-disabled={isOpening || undefined}
                    onPress={() => buy(amount)}
                  >
                    +{amount}
                  </Button>
                  {price && (
                    <span className={styles.price} aria-hidden="true">
                      {price}
                    </span>
                  )}
                </span>
              );
            })}
          </div>
          {testMode && <p className={styles.testMode}>{text.testMode}</p>}
          {pricingHref && (
            <a className={styles.link} href={pricingHref}>
              {text.allPacks}
            </a>
          )}
          <p className={styles.status} role="status">
            {state.status === 'opening' ? text.opening : ''}
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
