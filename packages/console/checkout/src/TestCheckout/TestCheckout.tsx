import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { ToolFrame } from '@mediakit/tool-runtime';
import { ConsoleErrorState } from '@mediakit/console-kit/views';
import { Button } from '@mediakit/ui/Button';
import { formatMessage } from '@mediakit/console-kit';
import type { FormEvent } from 'react';
import { CardFields } from '../CardFields';
import { useTestCheckout, type UseTestCheckoutOptions } from '../useTestCheckout';
import * as styles from './TestCheckout.css';

export interface TestCheckoutProps extends UseTestCheckoutOptions {
  client?: MediakitConsoleClient;
  className?: string;
}

/**
 * The built-in test payment engine's checkout page (what Stripe Checkout is for Stripe): what is bought and its total,
 * "Test mode: no real money moves", a test card typed and confirmed (or, for a plan change, the saved default card).
 */
export function TestCheckout({ className, ...options }: TestCheckoutProps) {
  const checkout = useTestCheckout(options);
  const text = checkout.messages;
  const session = checkout.session.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void checkout.submit();
  };

  let body;
  if (checkout.session.status === 'error') {
    body = (
      <ConsoleErrorState
        message={checkout.session.error ?? text.loadFailed}
        retryLabel={text.retry}
        onRetry={checkout.reload}
      />
    );
  } else if (!session) {
    body = (
      <p className={styles.hint} role="status">
        {text.loading}
      </p>
    );
  } else if (session.status !== 'open' && checkout.pay.status !== 'paid') {
    body = <p className={styles.hint}>{session.status === 'complete' ? text.alreadyPaid : text.expired}</p>;
  } else {
    const saved = session.cards.find((card) => card.id === checkout.savedCardId);
    body = (
      <form className={styles.form} onSubmit={submit} aria-label={text.title} noValidate>
        <dl className={styles.summary}>
          <dt>{session.description}</dt>
          <dd className={styles.total}>{session.amount?.formatted}</dd>
          {(session.tax?.amount ?? 0) > 0 && (
            <>
              <dt>{text.tax}</dt>
              <dd className={styles.total}>{session.tax?.formatted}</dd>
            </>
          )}
        </dl>
        {saved ? (
          <div className={styles.actions}>
            <p className={styles.hint}>{formatMessage(text.savedCard, { brand: saved.brand, last4: saved.last4 })}</p>
            <Button variant="secondary" size="sm" onPress={() => checkout.useSavedCard(undefined)}>
              {text.useAnotherCard}
            </Button>
          </div>
        ) : (
          <CardFields
            card={checkout.card}
            errors={checkout.errors}
            setField={checkout.setField}
            text={text}
            numberPlaceholder="4242 4242 4242 4242"
          />
        )}
        {checkout.pay.status === 'failed' && (
          <p className={styles.alert} role="alert">
            {checkout.pay.message}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" isPending={checkout.pay.status === 'paying'} pendingLabel={text.paying}>
            {checkout.payLabel}
          </Button>
          <Button variant="secondary" onPress={checkout.back}>
            {text.back}
          </Button>
        </div>
        <p className={styles.status} role="status">
          {checkout.pay.status === 'paid' ? text.paid : ''}
        </p>
      </form>
    );
  }

  return (
    <ToolFrame title={text.title} width="form" className={className}>
      <div className={styles.page}>
        <p className={styles.testMode}>{text.testMode}</p>
        <p className={styles.hint}>{text.testModeHint}</p>
        {body}
      </div>
    </ToolFrame>
  );
}
