import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { ToolFrame } from '@mediakit/tool-runtime';
import { ConsoleErrorState, consoleStyles } from '@mediakit/console-kit/views';
import { Badge } from '@mediakit/ui/Badge';
import { Button } from '@mediakit/ui/Button';
import { formatMessage } from '@mediakit/console-kit';
import type { FormEvent } from 'react';
import { CardFields } from '../CardFields';
import { useTestCards, type UseTestCardsOptions } from '../useTestCards';
import * as styles from './TestCards.css';

export interface TestCardsProps extends UseTestCardsOptions {
  client?: MediakitConsoleClient;
  /** The page to go back to (the portal's return URL); no link without it. */
  returnUrl?: string;
  className?: string;
}

/** The test engine's card page, as Stripe's Customer Portal is for Stripe: test cards only, in test mode. */
export function TestCards({ returnUrl, className, ...options }: TestCardsProps) {
  const state = useTestCards(options);
  const text = state.messages;
  const cards = state.cards.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.add();
  };

  return (
    <ToolFrame title={text.cardsTitle} width="form" className={className}>
      <div className={styles.page}>
        <p className={styles.testMode}>{text.testMode}</p>
        <p className={styles.hint}>{text.cardsIntro}</p>
        {state.cards.status === 'error' ? (
          <ConsoleErrorState message={text.loadFailed} retryLabel={text.retry} onRetry={state.reload} />
        ) : state.cards.status === 'loading' && !state.cards.data ? (
          <p className={styles.hint} role="status">
            {text.loading}
          </p>
        ) : cards.length === 0 ? (
          <p className={styles.hint}>{text.cardsEmpty}</p>
        ) : (
          <ul className={`${consoleStyles.plainList} ${styles.cards}`} aria-label={text.cardsTitle}>
            {cards.map((card) => {
              const name = formatMessage(text.cardName, { brand: card.brand, last4: card.last4 });
              return (
                <li key={card.id} className={`${consoleStyles.framedRow} ${styles.card}`}>
                  <span>
                    {name} · {formatMessage(text.cardExpires, { expiry: card.expiry })}
                  </span>
                  {card.primary ? (
                    <Badge tone="success">{text.defaultCard}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={formatMessage(text.makeDefaultOf, { card: name })}
                      isPending={state.busy === `default:${card.id}`}
                      onPress={() => void state.makeDefault(card)}
                    >
                      {text.makeDefault}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={formatMessage(text.removeOf, { card: name })}
                    isPending={state.busy === `remove:${card.id}`}
                    onPress={() => void state.remove(card)}
                  >
                    {text.remove}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <form className={styles.form} onSubmit={submit} aria-label={text.addCard} noValidate>
          <h3 className={styles.heading}>{text.addCard}</h3>
          <p className={styles.hint}>{text.testModeHint}</p>
          <CardFields card={state.card} errors={state.errors} setField={state.setField} text={text} />
          <div className={styles.row}>
            <Button type="submit" isPending={state.busy === 'add'} pendingLabel={text.savingCard}>
              {text.saveCard}
            </Button>
          </div>
        </form>
        {state.failure && (
          <p className={styles.alert} role="alert">
            {state.failure}
          </p>
        )}
        <p className={styles.status} role="status">
          {state.notice ?? ''}
        </p>
        {returnUrl && (
          <a className={styles.link} href={returnUrl}>
            {text.returnLink}
          </a>
        )}
      </div>
    </ToolFrame>
  );
}
