import { isApiError, type MediakitClient } from '@mediakit/api-client';
import { creditPackOf } from '@mediakit/api-client/plans';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMediakitClient } from '@mediakit/tool-runtime';

export type CheckoutState =
  { status: 'idle' } | { status: 'opening'; amount: number } | { status: 'failed'; message: string };

const goTo = (url: string) => window.location.assign(url);

/**
 * Buys credits: a quick top-up opens the payment engine's checkout for the pack of that many credits
 * (`client.credits.checkout`); nothing is added here, the balance moves when the payment is confirmed there. One at a
 * time; aborted on unmount.
 */
export function useCreditsCheckout({
  client: explicitClient,
  failure,
  onCheckout = goTo,
  returnUrl,
}: {
  client?: MediakitClient;
  failure: string;
  /** Goes to the checkout page (default: the browser goes there). */
  onCheckout?: (url: string) => void;
  /** Where the checkout comes back to (default: this page). */
  returnUrl?: string;
}) {
  const client = useMediakitClient(explicitClient);
  const [state, setState] = useState<CheckoutState>({ status: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const buy = useCallback(
    (amount: number) => {
      if (running.current && !running.current.signal.aborted && state.status === 'opening') return;
      const pack = creditPackOf(amount);
      if (!pack) {
        setState({ status: 'failed', message: failure });
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'opening', amount });
      client.credits.checkout(pack.id, returnUrl ?? window.location.href, { signal: controller.signal }).then(
        ({ url }) => {
          if (controller.signal.aborted) return;
          setState({ status: 'idle' });
          onCheckout(url);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A refusal the person can act on (the day's cap) in the server's words; anything else, ours.
          const refused = isApiError(error) && error.kind === 'invalid-input' ? error.serverMessage : undefined;
          setState({ status: 'failed', message: refused ?? failure });
        },
      );
    },
    [client, failure, onCheckout, returnUrl, state.status],
  );

  return { state, buy, isOpening: state.status === 'opening' };
}
