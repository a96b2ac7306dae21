import type { BillingOverview, BillingPlan, MediakitConsoleClient } from '@mediakit/api-client/console';
import {
  loadFailureText,
  formatMessage,
  useConsoleClient,
  useRemoteData,
  type RemoteData,
} from '@mediakit/console-kit';
import { useCallback, useMemo, useState } from 'react';
import { idle, useActionRun, type ActionState } from './actionRun';
import { accountMessages, type AccountMessages } from './messages';

export interface UseSubscriptionOptions {
  client?: MediakitConsoleClient;
  messages?: Partial<AccountMessages>;
  /** Goes to the payment engine's page for a plan change (default: the browser goes to its URL). */
  onCheckout?: (url: string) => void;
  /** Where the payment page comes back to (default: this page). */
  returnUrl?: string;
}

export interface UseSubscriptionResult {
  messages: AccountMessages;
  /** The subscription: plan, its monthly credits, renewal (GET /api/v1/billing). */
  subscription: RemoteData<BillingOverview>;
  subscriptionError: string | undefined;
  reloadSubscription: () => void;
  /** The plans one can change to (GET /api/v1/plans). */
  plans: RemoteData<BillingPlan[]>;
  planChange: ActionState;
  /** Opens the payment engine's page to pay for (or confirm) a plan change; whether it opened. */
  changePlan: (plan: string) => Promise<boolean>;
  resetPlanChange: () => void;
  /** Opens the payment engine's portal, where the cards that pay the subscription are managed. */
  openPortal: () => Promise<boolean>;
  portal: ActionState;
}

/** Why a plan cannot be chosen before anything is sent: none chosen, or the current one. */
export function planProblem(
  plan: string | undefined,
  current: string | undefined,
  text: AccountMessages,
): string | undefined {
  if (!plan) return text.choosePlan;
  if (plan === current) return text.samePlan;
  return undefined;
}

const goTo = (url: string) => window.location.assign(url);

/** The subscription's state: the plan and its renewal, the plans to change to, the plan change and the cards' portal. */
export function useSubscription({
  client,
  messages,
  onCheckout = goTo,
  returnUrl,
}: UseSubscriptionOptions = {}): UseSubscriptionResult {
  const consoleClient = useConsoleClient(client);
  const text = useMemo(() => ({ ...accountMessages, ...messages }), [messages]);
  const run = useActionRun(text);
  const subscription = useRemoteData((signal) => consoleClient.billing.overview({ signal }), [consoleClient]);
  const plans = useRemoteData((signal) => consoleClient.billing.plans({ signal }), [consoleClient]);
  const [planChange, setPlanChange] = useState<ActionState>(idle);
  const [portal, setPortal] = useState<ActionState>(idle);

  const currentPlan = subscription.state.data?.planName;
  const planList = plans.state.data;
  const changePlan = useCallback(
    async (plan: string) => {
      const problem = planProblem(plan, currentPlan, text);
      if (problem) {
        setPlanChange({ status: 'failed', error: problem });
        return false;
      }
      const label = planList?.find((candidate) => candidate.name === plan)?.label ?? plan;
      // Nothing changes here: the plan and its credits follow the payment the engine reports.
      const outcome = await run(
        setPlanChange,
        (signal) => consoleClient.billing.checkout({ plan, returnUrl: returnUrl ?? window.location.href }, { signal }),
        () => formatMessage(text.planCheckout, { plan: label }),
      );
      if (!outcome.ok) return false;
      onCheckout(outcome.value.url);
      return true;
    },
    [consoleClient, currentPlan, onCheckout, planList, returnUrl, run, text],
  );

  const openPortal = useCallback(async () => {
    const outcome = await run(
      setPortal,
      (signal) => consoleClient.billing.portal(returnUrl ?? window.location.href, { signal }),
      () => text.openingPortal,
    );
    if (outcome.ok) onCheckout(outcome.value.url);
    return outcome.ok;
  }, [consoleClient, onCheckout, returnUrl, run, text]);

  return {
    messages: text,
    subscription: subscription.state,
    subscriptionError: loadFailureText(subscription.state, text),
    reloadSubscription: subscription.reload,
    plans: plans.state,
    planChange,
    changePlan,
    resetPlanChange: useCallback(() => setPlanChange(idle), []),
    portal,
    openPortal,
  };
}
