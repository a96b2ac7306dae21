import type {
  BillingOverview,
  BillingPlan,
  BillingProfile,
  MediakitConsoleClient,
  PaymentCard,
} from '@mediakit/api-client/console';
import {
  consoleReasonMessage,
  loadFailureText,
  useConsoleClient,
  useRemoteData,
  useUnmountSignal,
} from '@mediakit/console-kit';
import { useMemo, useState } from 'react';
import { isBillingEmail } from './billingEmail';
import { mergeAdminBillingMessages, type AdminBillingMessages, type AdminBillingMessagesOverride } from './messages';

export interface UseBillingAccountOptions {
  /** The console client; else the nearest `MediakitConsoleProvider`'s. */
  client?: MediakitConsoleClient;
  messages?: AdminBillingMessagesOverride;
  /** Saves a file (Export CSV); default: a download link clicked in the page. */
  saveFile?: (fileName: string, blob: Blob) => void;
  /** Goes to the payment engine's page (checkout, portal); default: the browser goes to its URL. */
  onCheckout?: (url: string) => void;
  /** Where the engine's page comes back to (default: this page). */
  returnUrl?: string;
}

/** What an action ended with: ok, or the message to show (the server's own words where it sent some). */
export type ActionResult = { ok: true } | { ok: false; message: string };

export type Remote<T> = { data: T | undefined; status: 'loading' | 'ready' | 'error'; error: string | undefined };

export interface BillingAccountState {
  messages: AdminBillingMessages;
  overview: Remote<BillingOverview>;
  cards: Remote<PaymentCard[]>;
  profile: Remote<BillingProfile>;
  plans: Remote<BillingPlan[]>;
  /** The profile form's values (the saved profile until edited). */
  profileDraft: BillingProfile;
  profileError: string | undefined;
  profileDirty: boolean;
  setProfileField(field: keyof BillingProfile, value: string): void;
  /** Cancel: back to the saved profile. */
  resetProfile(): void;
  saveProfile(): Promise<ActionResult>;
  /** Update Payment, Manage cards: opens the payment engine's portal (cards are kept there, never here). */
  openPortal(): Promise<ActionResult>;
  /** Opens the payment engine's page to pay for (or confirm) the plan; the plan changes once it is paid there. */
  changePlan(plan: string): Promise<ActionResult>;
  emailStatement(): Promise<ActionResult>;
  exportCsv(): Promise<ActionResult>;
  /** The last action's outcome, for a polite announcement. */
  notice: string | undefined;
  /** The action under way, by name; buttons are disabled meanwhile. */
  busy: string | undefined;
  reload(): void;
}

const emptyProfile: BillingProfile = { company: '', taxId: '', billingEmail: '', address: '' };

function remoteOf<T>(remote: ReturnType<typeof useRemoteData<T>>, text: AdminBillingMessages): Remote<T> {
  const { state } = remote;
  return {
    data: state.data,
    status: state.status,
    error: loadFailureText(state, text.loadFailed),
  };
}

/** A refusal in the server's words (a declined card, a bad e-mail), else the reason's message. */
export function actionFailureMessage(error: unknown, text: AdminBillingMessages): string {
  return consoleReasonMessage(error, text.actionFailed, { serverWords: 'fallback' });
}

function downloadFile(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The account side of the billing screen: the overview and its buttons, payment cards and the billing profile.
 * Loads abort on unmount; actions started before unmount never set state after it.
 */
export function useBillingAccount({
  client,
  messages,
  saveFile = downloadFile,
  onCheckout = (url) => window.location.assign(url),
  returnUrl,
}: UseBillingAccountOptions = {}): BillingAccountState {
  const api = useConsoleClient(client);
  const text = useMemo(() => mergeAdminBillingMessages(messages), [messages]);
  const overview = useRemoteData((signal) => api.billing.overview({ signal }), [api]);
  const cards = useRemoteData((signal) => api.billing.cards({ signal }), [api]);
  const profile = useRemoteData((signal) => api.billing.profile({ signal }), [api]);
  const plans = useRemoteData((signal) => api.billing.plans({ signal }), [api]);
  const [draft, setDraft] = useState<BillingProfile | undefined>();
  const [profileError, setProfileError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const begin = useUnmountSignal();

  const saved = profile.state.data ?? emptyProfile;
  const profileDraft = draft ?? saved;

  /** Runs one action: busy while it runs, its notice or failure after, nothing once unmounted. */
  const run = async (name: string, action: (signal: AbortSignal) => Promise<string>): Promise<ActionResult> => {
    const { signal, done: settled } = begin();
    setBusy(name);
    setNotice(undefined);
    try {
      const done = await action(signal);
      if (signal.aborted) return { ok: true };
      setNotice(done);
      return { ok: true };
    } catch (error) {
      const message = actionFailureMessage(error, text);
      return { ok: false, message };
    } finally {
      settled();
      if (!signal.aborted) setBusy(undefined);
    }
  };

  const back = () => returnUrl ?? window.location.href;

  return {
    messages: text,
    overview: remoteOf(overview, text),
    cards: remoteOf(cards, text),
    profile: remoteOf(profile, text),
    plans: remoteOf(plans, text),
    profileDraft,
    profileError,
    profileDirty:
      draft !== undefined && (Object.keys(saved) as (keyof BillingProfile)[]).some((key) => draft[key] !== saved[key]),
    setProfileField(field, value) {
      setProfileError(undefined);
      setDraft((current) => ({ ...(current ?? saved), [field]: value }));
    },
    resetProfile() {
      setProfileError(undefined);
      setDraft(undefined);
    },
    async saveProfile() {
      if (!isBillingEmail(profileDraft.billingEmail)) {
        setProfileError(text.billingEmailInvalid);
        return { ok: false, message: text.billingEmailInvalid };
      }
      const result = await run('profile', async (signal) => {
        const next = await api.billing.updateProfile(profileDraft, { signal });
        if (!signal.aborted) {
          profile.setData(() => next);
          setDraft(undefined);
        }
        return text.profileSaved;
      });
      if (!result.ok) setProfileError(result.message);
      return result;
    },
    openPortal: () =>
      run('portal', async (signal) => {
        const { url } = await api.billing.portal(back(), { signal });
        if (!signal.aborted) onCheckout(url);
        return text.openingPortal;
      }),
    changePlan: (plan) =>
      run('changePlan', async (signal) => {
        const { url } = await api.billing.checkout({ plan, returnUrl: back() }, { signal });
        if (!signal.aborted) onCheckout(url);
        const label = plans.state.data?.find((candidate) => candidate.name === plan)?.label ?? plan;
        return text.planCheckout(label);
      }),
    emailStatement: () =>
      run(
        'emailStatement',
        async (signal) => (await api.billing.emailStatement(undefined, { signal })) ?? text.statementSent,
      ),
    exportCsv: () =>
      run('exportCsv', async (signal) => {
        const file = await api.admin.billing.invoicesCsv({ signal });
        if (!signal.aborted) saveFile(file.fileName, file.blob);
        return text.exported(file.fileName);
      }),
    notice,
    busy,
    reload() {
      for (const remote of [overview, cards, profile, plans]) if (remote.state.status === 'error') remote.reload();
    },
  };
}
