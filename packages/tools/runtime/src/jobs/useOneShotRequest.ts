import { isAbortError, isApiError } from '@mediakit/api-client';
import { useCallback, useEffect, useRef } from 'react';
import { chargeOptimistically, type ChargeableBalance } from './optimisticCharge';

export interface UseOneShotRequestOptions {
  /** The balance the run is charged against; a 402 sets it to the server's figure. */
  balance?: ChargeableBalance;
  /** The tool's `onError` prop: told about every failure except aborts. */
  onError?: (error: unknown) => void;
}

export interface OneShotRun<Result> {
  /** Sends the request; reject (e.g. on an answer without output) to fail the run. */
  request: (signal: AbortSignal) => Promise<Result>;
  /** The estimated cost, shown as spent while the request runs. */
  cost?: number;
  onSuccess: (result: Result) => void;
  /** Called before `onError`, after the balance is corrected. */
  onFailure: (error: unknown) => void;
}

/**
 * One request per run for the tools without a job to poll (chat, text to speech, avatar, no-mask and stability
 * edits): a new run or `abort()` drops the one in flight, unmounting aborts it, and a failed run gives the credits
 * back unless the server said otherwise (a 402's balance, or any newer figure).
 */
export function useOneShotRequest(options: UseOneShotRequestOptions = {}) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const abort = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const run = useCallback(<Result>({ request, cost, onSuccess, onFailure }: OneShotRun<Result>) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const charge = chargeOptimistically(latest.current.balance, cost);
    const finish = () => {
      if (inFlight.current === controller) inFlight.current = null;
    };
    let sent: Promise<Result>;
    try {
      sent = request(controller.signal);
    } catch (error) {
      sent = Promise.reject(error);
    }
    sent.then(
      (result) => {
        if (controller.signal.aborted) return;
        finish();
        onSuccess(result);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        finish();
        const { balance, onError } = latest.current;
        if (isApiError(error) && error.credits) balance?.set(error.credits.have);
        else charge.restore(balance?.credits);
        onFailure(error);
        onError?.(error);
      },
    );
  }, []);

  return { run, abort };
}
