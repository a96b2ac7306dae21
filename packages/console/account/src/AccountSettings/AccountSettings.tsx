import type { AccountProfile, MediakitConsoleClient, NotificationSettings } from '@mediakit/api-client/console';
import { ToolFrame, useFileDrop, useObjectUrl } from '@mediakit/tool-runtime';
import { ConfirmDialog } from '@mediakit/console-kit/confirm-dialog';
import { Button } from '@mediakit/ui/Button';
import { Skeleton } from '@mediakit/ui/Skeleton';
import { Switch } from '@mediakit/ui/Switch';
import { TextArea } from '@mediakit/ui/TextArea';
import { TextField } from '@mediakit/ui/TextField';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { type AccountMessages } from '../messages';
import type { ActionState } from '../actionRun';
import {
  useAccount,
  useProfile,
  type PasswordInput,
  type PictureKind,
  type ProfileFields,
  type UseAccountOptions,
  type UseAccountResult,
} from '../useAccount';
import { useSubscription, type UseSubscriptionResult } from '../useSubscription';
import { ConsoleErrorState, ConsolePanel, ConsoleSection, consoleStyles } from '@mediakit/console-kit/views';
import {
  loadFailureText,
  formatMessage,
  useProvidedCredits,
  useConsoleFormat,
  type ConsoleFormat,
} from '@mediakit/console-kit';
import * as styles from './AccountSettings.css';

export interface AccountSettingsProps extends UseAccountOptions {
  /** The console client; defaults to the nearest MediakitConsoleProvider's. */
  client?: MediakitConsoleClient;
  /** Locale of dates and numbers (default: the nearest react-aria `I18nProvider`'s, else the browser's). */
  locale?: string;
  className?: string;
}

/**
 * The account screen: profile (name, e-mail, company, phone, bio; avatar and cover pictures, images only, previewed
 * before upload), subscription, password, e-mail notification toggles, activity, and deleting the account.
 */
export function AccountSettings({ locale, className, ...options }: AccountSettingsProps) {
  const format = useConsoleFormat(locale);
  const account = useAccount(options);
  const text = account.messages;
  const profile = account.profile.data;
  return (
    <ToolFrame title={text.title} width="tool" className={className}>
      <ConsoleErrorState message={account.loadError} retryLabel={text.retry} onRetry={account.reload} />
      {!profile && account.profile.status === 'loading' && <p className={consoleStyles.muted}>{text.loading}</p>}
      {profile && (
        <div className={consoleStyles.stack}>
          <ConsoleSection title={text.profileHeading}>
            <Pictures account={account} profile={profile} />
            <ProfileForm key={profile.id} account={account} profile={profile} />
          </ConsoleSection>
          <ConsoleSection title={text.subscriptionHeading}>
            <Subscription subscription={account} profile={profile} locale={format.locale} />
          </ConsoleSection>
          <ConsoleSection title={text.securityHeading}>
            <PasswordForm account={account} />
            <Notifications account={account} profile={profile} />
          </ConsoleSection>
          <ConsoleSection title={text.activityHeading}>
            <Activity account={account} format={format} />
          </ConsoleSection>
          <ConsoleSection title={text.deleteHeading}>
            <DeleteAccount account={account} />
          </ConsoleSection>
        </div>
      )}
    </ToolFrame>
  );
}

export interface AccountSubscriptionProps extends AccountSettingsProps {
  /** The heading's level (default 2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The subscription as a panel of its own, for a billing page above the invoices: the plan, its credits a month, the
 * renewal and the balance (the top bar's), with Change Plan and Manage cards. The same view and figures as the
 * account screen's Subscription section.
 */
export function AccountSubscription({
  locale: preferredLocale,
  headingLevel,
  className,
  ...options
}: AccountSubscriptionProps) {
  const locale = useConsoleFormat(preferredLocale).locale;
  const subscription = useSubscription(options);
  const text = subscription.messages;
  // The profile holds the balance where no credits store is provided (a partner's page without the top bar).
  const loaded = useProfile(options.client);
  const profile = loaded.state.data;
  const loadError = loadFailureText(loaded.state, text);
  return (
    <ConsolePanel title={text.subscriptionHeading} headingLevel={headingLevel} className={className} busy={!profile}>
      <ConsoleErrorState framed message={loadError} retryLabel={text.retry} onRetry={loaded.reload} />
      {profile ? (
        <Subscription subscription={subscription} profile={profile} locale={locale} />
      ) : (
        loaded.state.status === 'loading' && <Skeleton lines={3} aria-label={text.loading} />
      )}
    </ConsolePanel>
  );
}

/** A confirm dialog's busy state and refusal while `state`'s change is on its way or after it failed. */
const dialogState = (state: ActionState) => ({
  isBusy: state.status === 'busy',
  error: state.status === 'failed' ? state.error : undefined,
});

/** A form's submit button, pending while its change is on its way, and what the change did. */
function SubmitWithOutcome({
  state,
  label,
  pendingLabel,
}: {
  state: ActionState;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      <div className={consoleStyles.row}>
        <Button type="submit" isPending={state.status === 'busy'} pendingLabel={pendingLabel}>
          {label}
        </Button>
      </div>
      <Outcome state={state} />
    </>
  );
}

function Outcome({ state }: { state: ActionState }) {
  if (state.status === 'failed') {
    return (
      <p role="alert" className={consoleStyles.alert}>
        {state.error}
      </p>
    );
  }
  return (
    <p role="status" className={consoleStyles.muted}>
      {state.status === 'done' ? state.notice : ''}
    </p>
  );
}

function Pictures({ account, profile }: { account: UseAccountResult; profile: AccountProfile }) {
  return (
    <div className={styles.pictures}>
      <PicturePicker kind="avatar" account={account} current={profile.avatarUrl} />
      <PicturePicker kind="cover" account={account} current={profile.coverUrl} />
    </div>
  );
}

/** A file picker that accepts images only, shows the chosen picture before it is uploaded, then uploads it. */
function PicturePicker({
  kind,
  account,
  current,
}: {
  kind: PictureKind;
  account: UseAccountResult;
  current: string | undefined;
}) {
  const text = account.messages;
  const label = kind === 'avatar' ? text.avatar : text.cover;
  const labelId = useId();
  const browser = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  // Each step's buttons replace the last's: the focus moves on to them, or back to Choose, instead of to the page.
  const moveFocus = useRef(false);
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const preview = useObjectUrl(file);
  const state = account.pictureUpload[kind];
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (file ? uploadButton : chooseButton).current?.focus();
  }, [file]);
  const clearFile = () => {
    moveFocus.current = true;
    setFile(undefined);
  };

  const choose = (chosen: File) => {
    // A refused file leaves a picture already chosen as it was: only the message is new.
    if (!chosen.type.startsWith('image/')) {
      setProblem(text.imagesOnly);
      return;
    }
    setProblem(undefined);
    moveFocus.current = true;
    setFile(chosen);
  };
  // A picture dropped on the group, or pasted while one of its buttons has the focus, is chosen as if browsed; not
  // while the chosen one uploads (its end would discard the new one).
  const { dropProps } = useFileDrop(choose, { isDisabled: state.status === 'busy' });

  const shown = preview ?? current;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={`${styles.picture} ${kind === 'cover' ? styles.coverPicture : styles.avatarPicture}`}
      {...dropProps}
    >
      <span id={labelId} className={styles.pictureLabel}>
        {label}
      </span>
      {shown ? (
        <img
          src={shown}
          alt={preview ? formatMessage(text.preview, { picture: label.toLowerCase() }) : label}
          className={kind === 'avatar' ? styles.avatarImage : styles.coverImage}
        />
      ) : (
        <div aria-hidden="true" className={kind === 'avatar' ? styles.avatarImage : styles.coverImage} />
      )}
      {!file && (
        <Button
          ref={chooseButton}
          size="sm"
          variant="secondary"
          className={styles.chooseButton}
          onPress={() => {
            // Emptied first, so choosing the same file again is a change.
            if (browser.current) browser.current.value = '';
            browser.current?.click();
          }}
        >
          {shown ? text.changePicture : text.choosePicture}
        </Button>
      )}
      {/* The browser's own picker would say "Choose File / No file chosen" in the browser's language. */}
      <input
        ref={browser}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) choose(chosen);
        }}
      />
      {problem && (
        <p role="alert" className={consoleStyles.alert}>
          {problem}
        </p>
      )}
      {file && (
        <div className={consoleStyles.row}>
          {/* Not `isPending`: its announcement would outlive the button, which goes once the picture is uploaded. */}
          <Button
            ref={uploadButton}
            size="sm"
            aria-disabled={state.status === 'busy' || undefined}
            onPress={() => {
              if (state.status !== 'busy') void account.uploadPicture(kind, file).then((done) => done && clearFile());
            }}
          >
            {state.status === 'busy' ? text.uploading : text.upload}
          </Button>
          <Button size="sm" variant="secondary" onPress={clearFile}>
            {text.discard}
          </Button>
        </div>
      )}
      <Outcome state={state} />
    </div>
  );
}

/**
 * A form's text fields: their values and the problems the server found, by field. `field(key)` is what a TextField
 * takes; editing a field clears its problem.
 */
function useFormFields<Fields extends { [Key in keyof Fields]: string }>(initial: Fields) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<keyof Fields, string>>>({});
  const field = (key: keyof Fields) => ({
    value: values[key],
    onChange: (value: string) => {
      setValues((previous) => ({ ...previous, [key]: value }));
      setProblems((previous) => ({ ...previous, [key]: undefined }));
    },
    errorMessage: problems[key],
  });
  return { values, setValues, setProblems, field };
}

function ProfileForm({ account, profile }: { account: UseAccountResult; profile: AccountProfile }) {
  const text = account.messages;
  const { values, setProblems, field } = useFormFields<ProfileFields>({
    name: profile.name,
    email: profile.email,
    company: profile.company,
    phone: profile.phone,
    bio: profile.bio,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void account.saveProfile(values).then(setProblems);
  };
  return (
    <form onSubmit={submit} noValidate className={consoleStyles.stack} aria-label={text.profileHeading}>
      <div className={styles.grid}>
        <TextField label={text.name} autoComplete="name" isRequired {...field('name')} />
        <TextField label={text.email} type="email" autoComplete="email" isRequired {...field('email')} />
        <TextField label={text.company} autoComplete="organization" {...field('company')} />
        <TextField label={text.phone} type="tel" autoComplete="tel" {...field('phone')} />
      </div>
      <TextArea label={text.bio} rows={3} characterLimit={2000} {...field('bio')} />
      <SubmitWithOutcome state={account.profileSave} label={text.save} pendingLabel={text.saving} />
    </form>
  );
}

/** Plan, its monthly credits, renewal and the balance, with Change Plan: pick a plan in a dialog, confirm. */
function Subscription({
  subscription,
  profile,
  locale,
}: {
  subscription: UseSubscriptionResult;
  profile: AccountProfile;
  locale?: string;
}) {
  const text = subscription.messages;
  const number = new Intl.NumberFormat(locale);
  const overview = subscription.subscription.data;
  const [isOpen, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string>();
  const creditsPerMonth = overview?.planCreditsPerMonth ?? profile.creditsPerMonth;
  // The balance the top bar shows (the client's credits store, live), else the profile's as loaded.
  const balance = useProvidedCredits()?.credits ?? profile.credits;
  const renewal = overview?.renewsAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(overview.renewsAt))
    : undefined;
  return (
    <>
      <ConsoleErrorState
        message={subscription.subscriptionError}
        retryLabel={text.retry}
        onRetry={subscription.reloadSubscription}
      />
      <dl className={styles.facts}>
        <dt className={styles.term}>{text.plan}</dt>
        <dd className={styles.detail}>{overview?.planLabel ?? profile.planLabel ?? profile.plan ?? '–'}</dd>
        <dt className={styles.term}>{text.creditsPerMonth}</dt>
        <dd className={styles.detail}>{creditsPerMonth === undefined ? '–' : number.format(creditsPerMonth)}</dd>
        <dt className={styles.term}>{text.renewal}</dt>
        <dd className={styles.detail}>
          {overview
            ? renewal
              ? formatMessage(text.renewsOn, { date: renewal })
              : overview.cancelAtPeriodEnd
                ? text.endsAtPeriodEnd
                : text.noRenewal
            : '–'}
        </dd>
        <dt className={styles.term}>{text.balance}</dt>
        <dd className={styles.detail}>{balance === undefined ? '–' : number.format(balance)}</dd>
      </dl>
      <div className={consoleStyles.row}>
        <Button
          variant="secondary"
          isDisabled={!overview || !subscription.plans.data}
          onPress={() => {
            subscription.resetPlanChange();
            // Each opening starts from the likely choice.
            setChosen(undefined);
            setOpen(true);
          }}
        >
          {text.changePlan}
        </Button>
        <Button
          variant="secondary"
          isPending={subscription.portal.status === 'busy'}
          pendingLabel={text.openingPortal}
          onPress={() => void subscription.openPortal()}
        >
          {text.manageCards}
        </Button>
      </div>
      {subscription.portal.status === 'failed' && <Outcome state={subscription.portal} />}
      {!isOpen && subscription.planChange.status === 'done' && <Outcome state={subscription.planChange} />}
      {overview && subscription.plans.data && (
        <ChangePlanDialog
          isOpen={isOpen}
          subscription={subscription}
          current={overview.planName}
          chosen={chosen}
          setPlan={setChosen}
          locale={overview.locale ?? locale}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function ChangePlanDialog({
  isOpen,
  subscription,
  current,
  chosen,
  setPlan,
  locale,
  onClose,
}: {
  isOpen: boolean;
  /** The plan picked in this opening (undefined: the likely one). */
  chosen: string | undefined;
  setPlan: (plan: string) => void;
  subscription: UseSubscriptionResult;
  current: string | undefined;
  locale: string | undefined;
  onClose: () => void;
}) {
  const text = subscription.messages;
  const plans = subscription.plans.data ?? [];
  // The next plan up is the likely choice; from the top plan, the first other one.
  const likely =
    plans[plans.findIndex((option) => option.name === current) + 1]?.name ??
    plans.find((option) => option.name !== current)?.name ??
    '';
  const plan = chosen ?? likely;
  const number = new Intl.NumberFormat(locale);
  const name = useId();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      isDestructive={false}
      title={text.changePlanTitle}
      description={
        <>
          <p>{text.changePlanIntro}</p>
          {subscription.subscription.data?.testMode && <p className={styles.testMode}>{text.testMode}</p>}
          <fieldset className={styles.plans}>
            <legend className={styles.plansLegend}>{text.plan}</legend>
            {plans.map((option) => (
              <label key={option.name} className={styles.planOption}>
                <input
                  type="radio"
                  name={name}
                  value={option.name}
                  checked={plan === option.name}
                  disabled={option.name === current}
                  onChange={() => {
                    setPlan(option.name);
                    subscription.resetPlanChange();
                  }}
                />
                <span>
                  {formatMessage(text.planOption, {
                    plan: option.label,
                    price: option.price?.formatted ?? String(option.price?.amount ?? 0),
                    credits: number.format(option.creditsPerMonth),
                  })}
                  {option.name === current ? ` ${text.currentPlan}` : ''}
                </span>
              </label>
            ))}
          </fieldset>
        </>
      }
      confirmLabel={text.confirmPlan}
      busyLabel={text.changingPlan}
      cancelLabel={text.keepPlan}
      {...dialogState(subscription.planChange)}
      onConfirm={() => void subscription.changePlan(plan).then((changed) => changed && onClose())}
      onCancel={() => {
        subscription.resetPlanChange();
        onClose();
      }}
    />
  );
}

function PasswordForm({ account }: { account: UseAccountResult }) {
  const text = account.messages;
  const empty: PasswordInput = { currentPassword: '', password: '', confirmation: '' };
  const { values: input, setValues: setInput, setProblems, field: textField } = useFormFields(empty);
  const field = (key: keyof PasswordInput) => ({ type: 'password' as const, ...textField(key) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void account.changePassword(input).then(({ problems: found, changed }) => {
      setProblems(found);
      if (changed) setInput(empty);
    });
  };
  return (
    <form onSubmit={submit} noValidate className={consoleStyles.stack} aria-label={text.passwordHeading}>
      <h4 className={consoleStyles.heading}>{text.passwordHeading}</h4>
      <div className={styles.grid}>
        <TextField label={text.currentPassword} autoComplete="current-password" {...field('currentPassword')} />
        <TextField label={text.newPassword} autoComplete="new-password" {...field('password')} />
        <TextField label={text.confirmPassword} autoComplete="new-password" {...field('confirmation')} />
      </div>
      <SubmitWithOutcome
        state={account.passwordChange}
        label={text.changePassword}
        pendingLabel={text.changingPassword}
      />
    </form>
  );
}

const notificationKeys: {
  key: keyof NotificationSettings;
  label: keyof AccountMessages;
  hint: keyof AccountMessages;
}[] = [
  { key: 'emailProduct', label: 'emailProduct', hint: 'emailProductHint' },
  { key: 'emailBilling', label: 'emailBilling', hint: 'emailBillingHint' },
  { key: 'emailSecurity', label: 'emailSecurity', hint: 'emailSecurityHint' },
];

function Notifications({ account, profile }: { account: UseAccountResult; profile: AccountProfile }) {
  const text = account.messages;
  return (
    <div className={consoleStyles.stack}>
      <h4 className={consoleStyles.heading}>{text.notificationsHeading}</h4>
      {notificationKeys.map(({ key, label, hint }) => (
        <Switch
          key={key}
          isSelected={profile.notifications[key]}
          description={text[hint]}
          onChange={(value) => void account.setNotification(key, value)}
        >
          {text[label]}
        </Switch>
      ))}
      <Outcome state={account.notificationSave} />
    </div>
  );
}

function Activity({ account, format }: { account: UseAccountResult; format: ConsoleFormat }) {
  const text = account.messages;
  const entries = account.activity.data;
  if (account.activity.status === 'error' && !entries) {
    return (
      <p role="alert" className={consoleStyles.alert}>
        {text.failed}
      </p>
    );
  }
  if (!entries) return <p className={consoleStyles.muted}>{text.loading}</p>;
  if (!entries.length) return <p className={consoleStyles.muted}>{text.activityEmpty}</p>;
  return (
    <>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={consoleStyles.row}>
            <time dateTime={entry.createdAt} className={consoleStyles.muted}>
              {format.time(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            <span>{entry.detail}</span>
          </li>
        ))}
      </ul>
      {account.activityHasMore && (
        <div className={consoleStyles.row}>
          <Button variant="secondary" size="sm" onPress={account.showMoreActivity}>
            {text.showMore}
          </Button>
        </div>
      )}
    </>
  );
}

function DeleteAccount({ account }: { account: UseAccountResult }) {
  const text = account.messages;
  const [isOpen, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const close = () => {
    setOpen(false);
    setPassword('');
    account.resetDeletion();
  };
  return (
    <>
      <p className={consoleStyles.muted}>{text.deleteIntro}</p>
      <div className={consoleStyles.row}>
        <Button variant="danger" onPress={() => setOpen(true)}>
          {text.deleteAccount}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isOpen}
        title={text.deleteTitle}
        description={
          <>
            <p>{text.deleteConsequence}</p>
            <TextField
              className={styles.passwordField}
              label={text.deletePassword}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
          </>
        }
        confirmLabel={text.deleteAccount}
        busyLabel={text.deleting}
        cancelLabel={text.keepAccount}
        {...dialogState(account.deletion)}
        onConfirm={() => void account.deleteAccount(password).then((deleted) => deleted && setOpen(false))}
        onCancel={close}
      />
    </>
  );
}
