import { useMediakitClient } from '@mediakit/tool-runtime';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes to a payment page: one of this app's own (the test engine's checkout and card pages, the page a checkout comes
 * back to) inside the app, with the balance fetched again; anything else (Stripe's hosted pages) by a full navigation.
 */
export function useGoToPayment() {
  const navigate = useNavigate();
  const { credits } = useMediakitClient();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.href);
      if (target.origin !== window.location.origin) {
        window.location.assign(target.toString());
        return;
      }
      void credits.refresh().catch(() => undefined);
      navigate(`${target.pathname}${target.search}${target.hash}`);
    },
    [credits, navigate],
  );
}
