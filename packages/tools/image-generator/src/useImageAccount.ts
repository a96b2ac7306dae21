import { isAbortError, isApiError, type ImagePlan, type MediakitClient } from '@mediakit/api-client';
import { useEffect, useState } from 'react';
import { normalizePlan } from './imagePlans';

interface AccountState {
  status: 'loading' | 'ready';
  plan: ImagePlan | undefined;
  isLoggedIn: boolean | undefined;
}

/**
 * The user's plan and login state, from the props when given, else from the signed-in user (`client.user.me()`): a
 * missing or unknown plan counts as free; a 401 means not logged in, any other failure leaves it unknown.
 */
export function useImageAccount(
  client: MediakitClient,
  planProp: string | undefined,
  isLoggedInProp: boolean | undefined,
) {
  const needsUser = normalizePlan(planProp) === undefined || isLoggedInProp === undefined;
  const [account, setAccount] = useState<AccountState>({ status: 'loading', plan: undefined, isLoggedIn: undefined });

  useEffect(() => {
    if (!needsUser) return;
    const controller = new AbortController();
    client.user.me({ signal: controller.signal }).then(
      (user) => {
        if (!controller.signal.aborted) {
          setAccount({ status: 'ready', plan: normalizePlan(user.plan) ?? 'free', isLoggedIn: true });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const unauthenticated = isApiError(error) && error.kind === 'unauthenticated';
        setAccount({ status: 'ready', plan: 'free', isLoggedIn: unauthenticated ? false : undefined });
      },
    );
    return () => controller.abort();
  }, [client, needsUser]);

  const plan = normalizePlan(planProp) ?? (account.status === 'ready' ? account.plan : undefined);
  const isLoggedIn = isLoggedInProp ?? account.isLoggedIn;
  return {
    /** Undefined while it is being read. */
    plan,
    isLoggedIn,
    isChecking: plan === undefined || (isLoggedInProp === undefined && account.status === 'loading'),
  };
}
