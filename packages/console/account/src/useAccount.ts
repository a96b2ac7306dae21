import { isAbortError, isApiError } from '@mediakit/api-client';
import type { AccountProfile, ActivityEntry, NotificationSettings } from '@mediakit/api-client/console';
import {
  loadFailureText,
  formatMessage,
  useConsoleClient,
  useRemoteData,
  type RemoteData,
  type RemoteLoadView,
} from '@mediakit/console-kit';
import { useCallback, useState } from 'react';
import { idle, useActionRun, type ActionState } from './actionRun';
import type { AccountMessages } from './messages';
import { useSubscription, type UseSubscriptionOptions, type UseSubscriptionResult } from './useSubscription';

export type ProfileFields = Pick<AccountProfile, 'name' | 'email' | 'company' | 'phone' | 'bio'>;

/** The signed-in account's profile as the server has it, loaded once per client and aborted on unmount. */
export function useProfile(client: UseSubscriptionOptions['client']) {
  const consoleClient = useConsoleClient(client);
  return useRemoteData((signal) => consoleClient.account.profile({ signal }), [consoleClient]);
}
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

export interface UseAccountOptions extends UseSubscriptionOptions {
  /** After the account was deleted (the session is over): e.g. sign out locally and go to the home page. */
  onDeleted?: () => void;
  /** After the profile or a picture changed, with the profile as the server now has it. */
  onProfileChange?: (profile: AccountProfile) => void;
}

export interface UseAccountResult extends RemoteLoadView, UseSubscriptionResult {
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
}

const activityPageSize = 10;

/** The account screen's state: profile, pictures, password, notification toggles, activity, deletion, subscription. */
export function useAccount({
  onDeleted,
  onProfileChange,
  ...subscriptionOptions
}: UseAccountOptions = {}): UseAccountResult {
  const consoleClient = useConsoleClient(subscriptionOptions.client);
  const subscription = useSubscription(subscriptionOptions);
  const text = subscription.messages;
  const profile = useProfile(subscriptionOptions.client);
  const [activityPages, setActivityPages] = useState(1);
  const activityPage = useRemoteData(
    (signal) => consoleClient.account.activity({ page: 1, pageSize: activityPageSize * activityPages }, { signal }),
    [consoleClient, activityPages],
  );
  const run = useActionRun(text);
  const [profileSave, setProfileSave] = useState<ActionState>(idle);
  const [pictureUpload, setPictureUpload] = useState<Record<PictureKind, ActionState>>({ avatar: idle, cover: idle });
  const [passwordChange, setPasswordChange] = useState<ActionState>(idle);
  const [notificationSave, setNotificationSave] = useState<ActionState>(idle);
  const [deletion, setDeletion] = useState<ActionState>(idle);
  const { setData: setProfile, reload: reloadActivityless } = profile;
  const reloadActivity = activityPage.reload;

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

  const activityData = activityPage.state.data;
  return {
    ...subscription,
    profile: profile.state,
    loadError: loadFailureText(profile.state, text),
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
  };
}
