import { isApiError } from '@mediakit/api-client';
import type { MediakitConsoleClient, TestCheckoutSession } from '@mediakit/api-client/console';
import {
  consoleReasonMessage,
  formatMessage,
  useConsoleClient,
  useRemoteData,
  useUnmountSignal,
} from '@mediakit/console-kit';
import { useMemo, useState } from 'react';
import { checkoutMessages, type CheckoutMessages } from './messages';
import { checkCard, emptyCard, type CardErrors, type CardField, type CardForm } from './testCardForm';

export interface UseTestCheckoutOptions {
  /** The test engine's checkout session (the route's `:id`). */
  sessionId: string;
  /** The console client; else the nearest `MediakitConsoleProvider`'s. */
  client?: MediakitConsoleClient;
  messages?: Partial<CheckoutMessages>;
  /** Goes where the engine sends the person after paying, or back (default: the browser goes there). */
  onDone?: (url: string) => void;
  /** Today, for the expiry rule (tests and stories). */
  now?: () => Date;
}

export type PayState =
  { status: 'idle' } | { status: 'paying' } | { status: 'paid' } | { status: 'failed'; message: string };

export interface TestCheckoutState {
  messages: CheckoutMessages;
  session: { status: 'loading' | 'ready' | 'error'; data: TestCheckoutSession | undefined; error: string | undefined };
  card: CardForm;
  /** Shown once the person tried to pay, each until its field changes. */
  errors: CardErrors;
  setField(field: CardField, value: string): void;
  /** A saved card pays a plan change (the default one); `undefined`: the card typed in the form. */
  savedCardId: string | undefined;
  useSavedCard(id: string | undefined): void;
  pay: PayState;
  submit(): Promise<void>;
  /** The words of the pay button for this session. */
  payLabel: string;
  back(): void;
  reload(): void;
}

const goTo = (url: string) => window.location.assign(url);

/**
 * The test engine's checkout page: loads the session, checks the typed test card as Stripe Elements would, turns it
 * into its test PaymentMethod (the number never leaves the browser) and pays; a decline is shown in Stripe's words
 * and changes nothing. On success the person goes where the engine says (the page they came from).
 */
export function useTestCheckout({
  sessionId,
  client,
  messages,
  onDone = goTo,
  now = () => new Date(),
}: UseTestCheckoutOptions): TestCheckoutState {
  const api = useConsoleClient(client);
  const text = useMemo(() => ({ ...checkoutMessages, ...messages }), [messages]);
  const remote = useRemoteData((signal) => api.billing.testCheckout(sessionId, { signal }), [api, sessionId]);
  const [card, setCard] = useState<CardForm>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [chosenCard, setChosenCard] = useState<string | null>();
  const [pay, setPay] = useState<PayState>({ status: 'idle' });
  const begin = useUnmountSignal();

  const session = remote.state.data;
  const defaultCard = session && session.mode !== 'payment' ? session.cards.find((saved) => saved.primary) : undefined;
  // A plan change is paid with the default saved card unless the person chose to type another.
  const savedCardId = chosenCard === null ? undefined : (chosenCard ?? defaultCard?.id);
  const amount = session?.amount?.formatted ?? '';
  const payLabel = !session
    ? formatMessage(text.pay, { amount })
    : session.mode === 'subscription'
      ? formatMessage(text.subscribe, { amount })
      : session.mode === 'payment'
        ? formatMessage(text.pay, { amount })
        : (session.amount?.amount ?? 0) > 0
          ? formatMessage(text.confirmChange, { amount })
          : text.confirmFree;

  const loadError =
    remote.state.status === 'error'
      ? consoleReasonMessage(remote.state.error, { 'not-found': text.notFound, default: text.loadFailed })
      : undefined;

  return {
    messages: text,
    session: { status: remote.state.status, data: session, error: loadError },
    card,
    errors,
    setField(field, value) {
      setCard((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _dropped, ...rest }) => rest);
    },
    savedCardId,
    useSavedCard: (id) => setChosenCard(id ?? null),
    pay,
    payLabel,
    back() {
      if (session?.cancelUrl) onDone(session.cancelUrl);
    },
    reload: remote.reload,
    async submit() {
      if (!session || pay.status === 'paying' || pay.status === 'paid') return;
      let payment: Parameters<typeof api.billing.confirmTestCheckout>[1];
      if (savedCardId) {
        payment = { cardId: savedCardId };
      } else {
        const checked = checkCard(card, text, now());
        if ('errors' in checked) {
          setErrors(checked.errors);
          return;
        }
        payment = { paymentMethod: checked.card.paymentMethod, expMonth: checked.expMonth, expYear: checked.expYear };
      }
      const { signal, done } = begin();
      setPay({ status: 'paying' });
      try {
        const { redirectUrl } = await api.billing.confirmTestCheckout(session.id, payment, { signal });
        if (signal.aborted) return;
        setPay({ status: 'paid' });
        onDone(redirectUrl ?? session.successUrl ?? '/');
      } catch (error) {
        if (signal.aborted) return;
        // A decline (402) or a refused card (422) in the engine's words; anything else in ours.
        const words =
          isApiError(error) && (error.status === 402 || error.status === 422) ? error.serverMessage : undefined;
        setPay({ status: 'failed', message: words ?? text.failed });
      } finally {
        done();
      }
    },
  };
}
