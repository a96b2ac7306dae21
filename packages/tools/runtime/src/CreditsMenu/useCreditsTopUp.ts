import type { MediakitClient } from '@mediakit/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { authFailureMessage } from '../auth';
import { useMediakitClient } from '../MediakitProvider';

export type TopUpState =
  | { status: 'idle' }
  | { status: 'topping-up'; amount: number }
  | { status: 'done'; amount: number; credits: number }
  | { status: 'failed'; message: string };

/**
 * Tops up the balance through `client.credits.topUp`: the client's store takes the new balance, so every badge and
 * tool on the client shows it at once. One top-up at a time; aborted on unmount.
 */
export function useCreditsTopUp({ client: explicitClient, failure }: { client?: MediakitClient; failure: string }) {
  const client = useMediakitClient(explicitClient);
  const [state, setState] = useState<TopUpState>({ status: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const topUp = useCallback(
    (amount: number) => {
      if (running.current && !running.current.signal.aborted && state.status === 'topping-up') return;
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'topping-up', amount });
      client.credits.topUp(amount, { signal: controller.signal }).then(
        ({ credits }) => {
          if (!controller.signal.aborted) setState({ status: 'done', amount, credits });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'failed', message: authFailureMessage(error, failure) });
        },
      );
    },
    [client, failure, state.status],
  );

  return { state, topUp, isToppingUp: state.status === 'topping-up' };
}
