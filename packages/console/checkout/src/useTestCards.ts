import { isApiError } from '@mediakit/api-client';
import type { MediakitConsoleClient, PaymentCard } from '@mediakit/api-client/console';
import { formatMessage, useConsoleClient, useRemoteData, useUnmountSignal } from '@mediakit/console-kit';
import { useMemo, useState } from 'react';
import { checkoutMessages, type CheckoutMessages } from './messages';
import { checkCard, emptyCard, type CardErrors, type CardField, type CardForm } from './testCardForm';

export interface UseTestCardsOptions {
  client?: MediakitConsoleClient;
  messages?: Partial<CheckoutMessages>;
  now?: () => Date;
}

export interface TestCardsState {
  messages: CheckoutMessages;
  cards: { status: 'loading' | 'ready' | 'error'; data: PaymentCard[] | undefined };
  card: CardForm;
  errors: CardErrors;
  setField(field: CardField, value: string): void;
  add(): Promise<void>;
  remove(card: PaymentCard): Promise<void>;
  makeDefault(card: PaymentCard): Promise<void>;
  /** The action under way ('add', 'remove:<id>', 'default:<id>'). */
  busy: string | undefined;
  notice: string | undefined;
  failure: string | undefined;
  reload(): void;
}

/** The test engine's card page (its Customer Portal): the saved test cards, add one, remove one, choose the default. */
export function useTestCards({ client, messages, now = () => new Date() }: UseTestCardsOptions = {}): TestCardsState {
  const api = useConsoleClient(client);
  const text = useMemo(() => ({ ...checkoutMessages, ...messages }), [messages]);
  const cards = useRemoteData((signal) => api.billing.cards({ signal }), [api]);
  const [card, setCard] = useState<CardForm>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [busy, setBusy] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const begin = useUnmountSignal();
  const name = (saved: PaymentCard) => formatMessage(text.cardName, { brand: saved.brand, last4: saved.last4 });

  const run = async (action: string, work: (signal: AbortSignal) => Promise<string>) => {
    const { signal, done: settled } = begin();
    setBusy(action);
    setNotice(undefined);
    setFailure(undefined);
    try {
      const done = await work(signal);
      if (signal.aborted) return;
      setNotice(done);
      cards.reload();
    } catch (error) {
      if (signal.aborted) return;
      const words = isApiError(error) && [402, 404, 422].includes(error.status ?? 0) ? error.serverMessage : undefined;
      setFailure(words ?? text.failed);
    } finally {
      settled();
      if (!signal.aborted) setBusy(undefined);
    }
  };

  return {
    messages: text,
    cards: { status: cards.state.status, data: cards.state.data },
    card,
    errors,
    setField(field, value) {
      setCard((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _dropped, ...rest }) => rest);
    },
    async add() {
      const checked = checkCard(card, text, now());
      if ('errors' in checked) {
        setErrors(checked.errors);
        return;
      }
      await run('add', async (signal) => {
        const added = await api.billing.addTestCard(
          { paymentMethod: checked.card.paymentMethod, expMonth: checked.expMonth, expYear: checked.expYear },
          { signal },
        );
        setCard(emptyCard);
        return formatMessage(text.cardAdded, { card: name(added) });
      });
    },
    remove: (saved) =>
      run(`remove:${saved.id}`, async (signal) => {
        await api.billing.removeTestCard(saved.id, { signal });
        return formatMessage(text.cardRemoved, { card: name(saved) });
      }),
    makeDefault: (saved) =>
      run(`default:${saved.id}`, async (signal) => {
        await api.billing.makeDefaultTestCard(saved.id, { signal });
        return formatMessage(text.cardDefault, { card: name(saved) });
      }),
    busy,
    notice,
    failure,
    reload: cards.reload,
  };
}
