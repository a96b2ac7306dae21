import { isAbortError, isApiError } from '@mediakit/api-client';
import type {
  AccountProfile,
  ActivityEntry,
  BillingOverview,
  BillingPlan,
  MediakitConsoleClient,
  NotificationSettings,
} from '@mediakit/api-client/console';
import {
  consoleErrorMessage,
  formatMessage,
  useConsoleClient,
  useRemoteData,
  useUnmountSignal,
  type RemoteData,
  type RemoteLoadView,
} from '@mediakit/console-kit';
import { useCallback, useMemo, useState } from 'react';
import { accountMessages, type AccountMessages } from './messages';

export type ProfileFields = Pick<AccountProfile, 'name' | 'email' | 'company' | 'phone' | 'bio'>;
export type PictureKind = 'avatar' | 'cover';

/** The server's limits for pictures: avatars 5 MB, covers 10 MB. */
export const pictureLimitsMb: Record<PictureKind, number> = { avatar: 5, cover: 10 };
export const minPasswordLength = 8;

/** What is wrong with the profile form, by field (empty when it can be saved). */
export function profileProblems(
  values: ProfileFields,
  text: AccountMessages,
): Partial<Record<keyof ProfileFields, string>> {
  const problems: Partial<Record<keyof ProfileFields, string>> = {};
  if (!values.name.trim()) problems.name = text.nameRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) problems.email = text.emailInvalid;
  return problems;
}

/** The fields that differ from the stored profile, trimmed: only those are sent. */
export function changedFields(profile: ProfileFields, values: ProfileFields): Partial<ProfileFields> {
  const changes: Partial<ProfileFields> = {};
  for (const key of ['name', 'email', 'company', 'phone', 'bio'] as const) {
    const value = values[key].trim();
    if (value !== profile[key]) changes[key] = value;
  }
  return changes;
}

/** Why a picture cannot be used: images only (spec 000, section 5), within the server's size limit. */
export function pictureProblem(kind: PictureKind, file: File, text: AccountMessages): string | undefined {
  if (!file.type.startsWith('image/')) return text.imagesOnly;
  if (file.size > pictureLimitsMb[kind] * 1024 * 1024)
    return formatMessage(text.tooLarge, { mb: pictureLimitsMb[kind] });
  return undefined;
}

export interface PasswordInput {
  currentPassword: string;
  password: string;
  confirmation: string;
}

export function passwordProblems(
  input: PasswordInput,
  text: AccountMessages,
): Partial<Record<keyof PasswordInput, string>> {
  const problems: Partial<Record<keyof PasswordInput, string>> = {};
  if (!input.currentPassword) problems.currentPassword = text.currentRequired;
  if (input.password.length < minPasswordLength) problems.password = text.passwordTooShort;
  else if (input.password !== input.confirmation) problems.confirmation = text.passwordsDiffer;
  return problems;
}

/** A call's outcome for the view: on its way, done with a notice, or failed with the reason in the screen's words. */
export type ActionState =
  { status: 'idle' | 'busy' } | { status: 'done'; notice: string } | { status: 'failed'; error: string };

export interface UseAccountOptions {
  client?: MediakitConsoleClient;
  messages?: Partial<AccountMessages>;
  /** After the account was deleted (the session is over): e.g. sign out locally and go to the home page. */
  onDeleted?: () => void;
  /** After the profile or a picture changed, with the profile as the server now has it. */
  onProfileChange?: (profile: AccountProfile) => void;
  /** Goes to the payment engine's page for a plan change (default: the browser goes to its URL). */
  onCheckout?: (url: string) => void;
  /** Where the payment page comes back to (default: this page). */
  returnUrl?: string;
}

export interface UseAccountResult extends RemoteLoadView {
  messages: AccountMessages;
  profile: RemoteData<AccountProfile>;
  profileSave: ActionState;
  /** Checks and saves the changed fields; resolves the problems by field (empty when sent). */
  saveProfile: (values: ProfileFields) => Promise<Partial<Record<keyof ProfileFields, string>>>;
  pictureUpload: Record<PictureKind, ActionState>;
  uploadPicture: (kind: PictureKind, file: File) => Promise<boolean>;
  passwordChange: ActionState;
  /** Checks and sends the change: `problems` by field, and whether the password changed. */
  changePassword: (
    input: PasswordInput,
  ) => Promise<{ problems: Partial<Record<keyof PasswordInput, string>>; changed: boolean }>;
  notificationSave: ActionState;
  /** Persists one toggle at once; the switch goes back when the server refuses. */
  setNotification: (key: keyof NotificationSettings, value: boolean) => Promise<void>;
  activity: RemoteData<ActivityEntry[]>;
  activityHasMore: boolean;
  showMoreActivity: () => void;
  deletion: ActionState;
  deleteAccount: (password: string) => Promise<boolean>;
  resetDeletion: () => void;
  /** The subscription: plan, its monthly credits, renewal (GET /api/v1/billing). */
  subscription: RemoteData<BillingOverview>;
  subscriptionError: string | undefined;
  reloadSubscription: () => void;
  /** The plans one can change to (GET /api/v1/plans). */
  plans: RemoteData<BillingPlan[]>;
  planChange: ActionState;
  /** Opens the payment engine's portal, where the cards that pay the subscription are managed. */
  openPortal: () => Promise<boolean>;
  portal: ActionState;
  /** Opens the payment engine's page to pay for (or confirm) a plan change; whether it opened. */
  changePlan: (plan: string) => Promise<boolean>;
  resetPlanChange: () => void;
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

const idle: ActionState = { status: 'idle' };
const busy: ActionState = { status: 'busy' };
const activityPageSize = 10;

/** The account screen's state: profile, pictures, password, notification toggles, activity, deletion. */
const goTo = (url: string) => window.location.assign(url);

export function useAccount({
  client,
  messages,
  onDeleted,
  onProfileChange,
  onCheckout = goTo,
  returnUrl,
}: UseAccountOptions = {}): UseAccountResult {
  const consoleClient = useConsoleClient(client);
  const text = useMemo(() => ({ ...accountMessages, ...messages }), [messages]);
  const profile = useRemoteData((signal) => consoleClient.account.profile({ signal }), [consoleClient]);
  const [activityPages, setActivityPages] = useState(1);
  const activityPage = useRemoteData(
    (signal) => consoleClient.account.activity({ page: 1, pageSize: activityPageSize * activityPages }, { signal }),
    [consoleClient, activityPages],
  );
  const begin = useUnmountSignal();
  const [profileSave, setProfileSave] = useState<ActionState>(idle);
  const [pictureUpload, setPictureUpload] = useState<Record<PictureKind, ActionState>>({ avatar: idle, cover: idle });
  const [passwordChange, setPasswordChange] = useState<ActionState>(idle);
  const [notificationSave, setNotificationSave] = useState<ActionState>(idle);
  const [deletion, setDeletion] = useState<ActionState>(idle);
  const subscription = useRemoteData((signal) => consoleClient.billing.overview({ signal }), [consoleClient]);
  const plans = useRemoteData((signal) => consoleClient.billing.plans({ signal }), [consoleClient]);
  const [planChange, setPlanChange] = useState<ActionState>(idle);
  const [portal, setPortal] = useState<ActionState>(idle);
  const { setData: setProfile, reload: reloadActivityless } = profile;
  const reloadActivity = activityPage.reload;

  /** Runs a call with the unmount signal; the outcome goes to `set`, nothing after unmount. */
  const run = useCallback(
    async <T>(
      set: (state: ActionState) => void,
      call: (signal: AbortSignal) => Promise<T>,
      notice: (value: T) => string,
    ) => {
      const handle = begin();
      set(busy);
      try {
        const value = await call(handle.signal);
        set({ status: 'done', notice: notice(value) });
        return { ok: true as const, value };
      } catch (error) {
        if (!isAbortError(error)) set({ status: 'failed', error: consoleErrorMessage(error, text) });
        return { ok: false as const, error };
      } finally {
        handle.done();
      }
    },
    [begin, text],
  );

  const applyProfile = useCallback(
    (next: AccountProfile) => {
      setProfile(() => next);
      onProfileChange?.(next);
      reloadActivity();
    },
    [onProfileChange, reloadActivity, setProfile],
  );

  const saveProfile = useCallback(
    async (values: ProfileFields) => {
      const problems = profileProblems(values, text);
      const current = profile.state.data;
      if (Object.keys(problems).length || !current) return problems;
      const changes = changedFields(current, values);
      if (!Object.keys(changes).length) {
        setProfileSave({ status: 'done', notice: text.nothingChanged });
        return {};
      }
      const outcome = await run(
        setProfileSave,
        (signal) => consoleClient.account.update(changes, { signal }),
        () => text.saved,
      );
      if (outcome.ok) applyProfile(outcome.value);
      // A 422 names the field it refused (e-mail taken, or invalid).
      if (!outcome.ok && isApiError(outcome.error) && outcome.error.reason === 'invalid-input' && 'email' in changes) {
        return { email: outcome.error.serverMessage ?? text.emailInvalid };
      }
      return {};
    },
    [applyProfile, consoleClient, profile.state.data, run, text],
  );

  const uploadPicture = useCallback(
    async (kind: PictureKind, file: File) => {
      const setKind = (state: ActionState) => setPictureUpload((previous) => ({ ...previous, [kind]: state }));
      const problem = pictureProblem(kind, file, text);
      if (problem) {
        setKind({ status: 'failed', error: problem });
        return false;
      }
      const label = kind === 'avatar' ? text.avatar : text.cover;
      const outcome = await run(
        setKind,
        (signal) =>
          kind === 'avatar'
            ? consoleClient.account.uploadAvatar(file, { signal })
            : consoleClient.account.uploadCover(file, { signal }),
        () => formatMessage(text.uploaded, { picture: label }),
      );
      if (outcome.ok) applyProfile(outcome.value);
      return outcome.ok;
    },
    [applyProfile, consoleClient, run, text],
  );

  const changePassword = useCallback(
    async (input: PasswordInput) => {
      const problems = passwordProblems(input, text);
      if (Object.keys(problems).length) return { problems, changed: false };
      const outcome = await run(
        setPasswordChange,
        (signal) =>
          consoleClient.account.changePassword(
            { currentPassword: input.currentPassword, password: input.password },
            { signal },
          ),
        () => text.passwordChanged,
      );
      if (outcome.ok) reloadActivity();
      return { problems: {}, changed: outcome.ok };
    },
    [consoleClient, reloadActivity, run, text],
  );

  const setNotification = useCallback(
    async (key: keyof NotificationSettings, value: boolean) => {
      const before = profile.state.data;
      if (!before) return;
      setProfile((current) => ({
        ...(current ?? before),
        notifications: { ...(current ?? before).notifications, [key]: value },
      }));
      const outcome = await run(
        setNotificationSave,
        (signal) => consoleClient.account.update({ notifications: { [key]: value } }, { signal }),
        () => text.notificationsSaved,
      );
      if (outcome.ok) setProfile(() => outcome.value);
      else if (!isAbortError(outcome.error))
        setProfile((current) => ({
          ...(current ?? before),
          notifications: { ...(current ?? before).notifications, [key]: !value },
        }));
    },
    [consoleClient, profile.state.data, run, setProfile, text],
  );

  const deleteAccount = useCallback(
    async (password: string) => {
      if (!password) {
        setDeletion({ status: 'failed', error: text.deletePasswordRequired });
        return false;
      }
      const outcome = await run(
        setDeletion,
        (signal) => consoleClient.account.deleteAccount(password, { signal }),
        () => '',
      );
      if (outcome.ok) onDeleted?.();
      return outcome.ok;
    },
    [consoleClient, onDeleted, run, text],
  );

  const { reload: reloadSubscription } = subscription;
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

  const activityData = activityPage.state.data;
  return {
    messages: text,
    profile: profile.state,
    loadError: profile.state.status === 'error' ? consoleErrorMessage(profile.state.error, text) : undefined,
    reload: reloadActivityless,
    profileSave,
    saveProfile,
    pictureUpload,
    uploadPicture,
    passwordChange,
    changePassword,
    notificationSave,
    setNotification,
    activity: { ...activityPage.state, data: activityData?.items } as RemoteData<ActivityEntry[]>,
    activityHasMore: !!activityData && activityData.items.length < activityData.total,
    showMoreActivity: useCallback(() => setActivityPages((pages) => pages + 1), []),
    deletion,
    deleteAccount,
    resetDeletion: useCallback(() => setDeletion(idle), []),
    subscription: subscription.state,
    subscriptionError:
      subscription.state.status === 'error' ? consoleErrorMessage(subscription.state.error, text) : undefined,
    reloadSubscription,
    plans: plans.state,
    planChange,
    changePlan,
    portal,
    openPortal: useCallback(async () => {
      const outcome = await run(
        setPortal,
        (signal) => consoleClient.billing.portal(returnUrl ?? window.location.href, { signal }),
        () => text.openingPortal,
      );
      if (outcome.ok) onCheckout(outcome.value.url);
      return outcome.ok;
    }, [consoleClient, onCheckout, returnUrl, run, text]),
    resetPlanChange: useCallback(() => setPlanChange(idle), []),
  };
}
