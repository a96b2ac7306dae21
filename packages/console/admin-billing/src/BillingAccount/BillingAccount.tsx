import { ConfirmDialog } from '@mediakit/console-kit/confirm-dialog';
import { LiveRegion } from '@mediakit/console-kit';
import { Badge } from '@mediakit/ui/Badge';
import { Button } from '@mediakit/ui/Button';
import { EmptyState } from '@mediakit/ui/EmptyState';
import { Link } from '@mediakit/ui/Link';
import { Select } from '@mediakit/ui/Select';
import { Skeleton } from '@mediakit/ui/Skeleton';
import { useState, type FormEvent } from 'react';
import * as styles from '../AdminBilling/AdminBilling.css';
import { ConsoleErrorState, ConsolePanel, consoleStyles } from '@mediakit/console-kit/views';
import { formatMoney } from '../billingFigures';
import { NativeField } from '../NativeForm';
import type { BillingAccountState } from '../useBillingAccount';

export interface BillingAccountViewProps {
  /** What `useBillingAccount()` returned. */
  account: BillingAccountState;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const ActionFailure = ({ message }: { message: string | undefined }) =>
  message ? (
    <p role="alert" className={consoleStyles.failure}>
      {message}
    </p>
  ) : null;

/**
 * The cards the payment engine keeps for the account (brand, last 4, expiry; the default marked). Adding, removing and
 * choosing the default happen on the engine's own page (Stripe's Customer Portal, or the test engine's card page):
 * no card number is ever typed here.
 */
export function PaymentCards({ account, headingLevel, className }: BillingAccountViewProps) {
  const text = account.messages;
  const { data: cards, status, error } = account.cards;
  const [failure, setFailure] = useState<string>();
  const manage = async () => {
    setFailure(undefined);
    const result = await account.openPortal();
    if (!result.ok) setFailure(result.message);
  };
  return (
    <ConsolePanel title={text.cardsTitle} headingLevel={headingLevel} className={className} busy={!cards}>
      <ConsoleErrorState framed message={error} retryLabel={account.messages.retry} onRetry={account.reload} />
      <p className={consoleStyles.panelMuted}>{text.cardsKept}</p>
      {!cards ? (
        status === 'loading' && <Skeleton lines={2} aria-label={text.loading} />
      ) : cards.length === 0 ? (
        <EmptyState title={text.cardsEmpty} />
      ) : (
        <ul className={styles.cardList}>
          {cards.map((card) => (
            <li key={card.id} className={`${consoleStyles.framedRow} ${styles.cardRow}`}>
              <span className={styles.cardText}>
                <strong>{text.cardLabel(card.brand, card.last4)}</strong>
                <span className={consoleStyles.panelMuted}>{text.cardExpires(card.expiry)}</span>
              </span>
              {card.primary && <Badge tone="success">{text.defaultBadge}</Badge>}
            </li>
          ))}
        </ul>
      )}
      <ActionFailure message={failure} />
      <div className={styles.actions}>
        <Button onPress={() => void manage()} isDisabled={account.busy !== undefined}>
          {account.busy === 'portal' ? text.working : text.manageCards}
        </Button>
      </div>
    </ConsolePanel>
  );
}

/** Company, tax ID, billing e-mail and address: Cancel goes back to what is saved, Save Changes saves. */
export function BillingProfileForm({ account, headingLevel, className }: BillingAccountViewProps) {
  const text = account.messages;
  const { profileDraft: draft } = account;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void account.saveProfile();
  };
  return (
    <ConsolePanel
      title={text.profileTitle}
      headingLevel={headingLevel}
      className={className}
      busy={!account.profile.data}
    >
      <ConsoleErrorState
        framed
        message={account.profile.error}
        retryLabel={account.messages.retry}
        onRetry={account.reload}
      />
      {account.profile.status === 'loading' ? (
        <Skeleton lines={4} aria-label={text.loading} />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <NativeField
            label={text.companyLabel}
            value={draft.company}
            onChange={(value) => account.setProfileField('company', value)}
            autoComplete="organization"
          />
          <NativeField
            label={text.taxIdLabel}
            value={draft.taxId}
            onChange={(value) => account.setProfileField('taxId', value)}
          />
          <NativeField
            label={text.billingEmailLabel}
            type="email"
            value={draft.billingEmail}
            onChange={(value) => account.setProfileField('billingEmail', value)}
            autoComplete="email"
            errorMessage={account.profileError === text.billingEmailInvalid ? account.profileError : undefined}
          />
          <NativeField
            label={text.addressLabel}
            value={draft.address}
            onChange={(value) => account.setProfileField('address', value)}
            rows={3}
          />
          {account.profileError !== text.billingEmailInvalid && <ActionFailure message={account.profileError} />}
          <div className={styles.actions}>
            <Button variant="secondary" isDisabled={!account.profileDirty} onPress={account.resetProfile}>
              {text.cancel}
            </Button>
            <Button type="submit" isDisabled={!account.profileDirty || account.busy === 'profile'}>
              {account.busy === 'profile' ? text.savingChanges : text.saveChanges}
            </Button>
          </div>
        </form>
      )}
    </ConsolePanel>
  );
}

/** Change Plan: pick a plan, then pay for it (or confirm the change) on the payment engine's page. */
function ChangePlanDialog({ account, onClose }: { account: BillingAccountState; onClose: () => void }) {
  const text = account.messages;
  const plans = account.plans.data ?? [];
  const overview = account.overview.data;
  const current = overview?.planName;
  const [plan, setPlan] = useState(plans.find((option) => option.name !== current)?.name ?? '');
  const [failure, setFailure] = useState<string>();
  const locale = overview?.locale;
  const confirm = async () => {
    const result = await account.changePlan(plan);
    if (!result.ok) setFailure(result.message);
  };
  return (
    <ConfirmDialog
      isOpen
      isDestructive={false}
      title={text.changePlanTitle}
      description={
        <div className={styles.form}>
          <p>{text.changePlanNote}</p>
          {overview?.testMode && <p className={styles.testMode}>{text.testMode}</p>}
          <Select
            label={text.planLabel}
            value={plan}
            onChange={(value) => setPlan(String(value))}
            options={plans.map((option) => ({
              id: option.name,
              label: text.planOption(
                option.label,
                option.price
                  ? (option.price.formatted ?? formatMoney(option.price.amount, option.price.currency, locale))
                  : '',
                new Intl.NumberFormat(locale).format(option.creditsPerMonth),
              ),
            }))}
          />
        </div>
      }
      confirmLabel={text.confirmPlan}
      busyLabel={text.working}
      cancelLabel={text.cancel}
      error={failure ?? account.plans.error ?? (plan === current ? text.samePlan : undefined)}
      isBusy={account.busy === 'changePlan'}
      onConfirm={() => void (plan && plan !== current && confirm())}
      onCancel={onClose}
    />
  );
}

/**
 * The plan and what is pending, with Download Statement, Update Payment (the engine's portal), Change Plan (the engine's
 * checkout), Export CSV and Send to Email; in test mode it says no real money moves.
 */
export function BillingActions({ account, headingLevel, className }: BillingAccountViewProps) {
  const text = account.messages;
  const overview = account.overview.data;
  const [dialog, setDialog] = useState<'plan'>();
  const [failure, setFailure] = useState<string>();
  const act = (action: () => Promise<{ ok: boolean; message?: string }>) => async () => {
    setFailure(undefined);
    const result = await action();
    if (!result.ok) setFailure(result.message);
  };
  const busy = account.busy !== undefined;
  const pending = overview?.pending;
  return (
    <ConsolePanel title={text.actionsTitle} headingLevel={headingLevel} className={className} busy={!overview}>
      <ConsoleErrorState
        framed
        message={account.overview.error}
        retryLabel={account.messages.retry}
        onRetry={account.reload}
      />
      {overview?.testMode && <p className={styles.testMode}>{text.testMode}</p>}
      {overview && (
        <p className={consoleStyles.panelMuted}>
          {text.planSummary(overview.planLabel ?? overview.planName ?? text.noPlan, overview.seats)}
          {overview.cancelAtPeriodEnd && ` · ${text.cancelled}`}
          {pending?.amount
            ? ` · ${text.pendingSummary(pending.formatted ?? formatMoney(pending.amount, pending.currency, overview.locale))}`
            : ''}
        </p>
      )}
      <div className={styles.actions}>
        {overview?.statementUrl && (
          <Link href={overview.statementUrl} target="_blank" download>
            {text.downloadStatement}
          </Link>
        )}
        <Button variant="secondary" isDisabled={busy} onPress={act(account.openPortal)}>
          {account.busy === 'portal' ? text.working : text.updatePayment}
        </Button>
        <Button variant="secondary" isDisabled={busy || !account.plans.data} onPress={() => setDialog('plan')}>
          {text.changePlan}
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={act(account.exportCsv)}>
          {account.busy === 'exportCsv' ? text.working : text.exportCsv}
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={act(account.emailStatement)}>
          {account.busy === 'emailStatement' ? text.working : text.sendToEmail}
        </Button>
      </div>
      <ActionFailure message={failure} />
      <LiveRegion message={account.notice} />
      {dialog === 'plan' && <ChangePlanDialog account={account} onClose={() => setDialog(undefined)} />}
    </ConsolePanel>
  );
}
