import type { PaymentCard } from '@mediakit/api-client/console';
import { ConfirmDialog } from '@mediakit/tool-runtime';
import { LiveRegion } from '@mediakit/tool-runtime/console';
import { Badge } from '@mediakit/ui/Badge';
import { Button } from '@mediakit/ui/Button';
import { EmptyState } from '@mediakit/ui/EmptyState';
import { Link } from '@mediakit/ui/Link';
import { Select } from '@mediakit/ui/Select';
import { Skeleton } from '@mediakit/ui/Skeleton';
import { useId, useState, type FormEvent } from 'react';
import * as styles from '../AdminBilling/AdminBilling.css';
import { ConsoleErrorState, ConsolePanel, consoleStyles } from '@mediakit/tool-runtime/console-views';
import { formatMoney } from '../billingFigures';
import type { CardErrors, CardForm } from '../cardValidation';
import { FormDialog, NativeField } from '../NativeForm';
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

const blankCard: CardForm = { holder: '', number: '', expiry: '', cvc: '', makeDefault: false };

/** Add Card: holder, number (Luhn), expiry (MM/YY, not past) and CVC (3–4 digits) checked before anything is sent. */
export function AddCardDialog({ account, onClose }: { account: BillingAccountState; onClose: () => void }) {
  const text = account.messages;
  const [card, setCard] = useState<CardForm>(blankCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const change = (field: keyof Omit<CardForm, 'makeDefault'>) => (value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = account.validateCard(card);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await account.addCard(card);
    setSaving(false);
    if (result.ok) onClose();
    else setFailure(result.message);
  };
  return (
    <FormDialog title={text.addCardTitle} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <NativeField
          label={text.holderLabel}
          value={card.holder}
          onChange={change('holder')}
          isRequired
          autoComplete="cc-name"
          errorMessage={errors.holder}
        />
        <NativeField
          label={text.numberLabel}
          value={card.number}
          onChange={change('number')}
          isRequired
          autoComplete="cc-number"
          inputMode="numeric"
          errorMessage={errors.number}
        />
        <NativeField
          label={text.expiryLabel}
          value={card.expiry}
          onChange={change('expiry')}
          isRequired
          autoComplete="cc-exp"
          placeholder="MM/YY"
          errorMessage={errors.expiry}
        />
        <NativeField
          label={text.cvcLabel}
          value={card.cvc}
          onChange={change('cvc')}
          isRequired
          autoComplete="cc-csc"
          inputMode="numeric"
          errorMessage={errors.cvc}
        />
        {/* A native checkbox: react-aria's costs this screen several kB for one box. */}
        <label className={styles.actions}>
          <input
            type="checkbox"
            checked={card.makeDefault}
            onChange={(event) => setCard((current) => ({ ...current, makeDefault: event.target.checked }))}
          />
          {text.makeDefaultLabel}
        </label>
        <p className={consoleStyles.panelMuted}>{text.cardKeptNote}</p>
        <ActionFailure message={failure} />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" isDisabled={saving}>
            {saving ? text.savingCard : text.saveCard}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

/** The confirmation pattern: an alertdialog saying what is lost, Cancel first; a refusal stays in the dialog. */
export function RemoveCardDialog({
  account,
  card,
  onClose,
}: {
  account: BillingAccountState;
  /** The card to remove; the dialog stays mounted while closed so that focus goes back to its opener. */
  card: PaymentCard | undefined;
  onClose: () => void;
}) {
  const text = account.messages;
  const name = card ? text.cardLabel(card.brand, card.last4) : '';
  const [failure, setFailure] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const confirm = async () => {
    if (!card) return;
    setRemoving(true);
    const result = await account.removeCard(card);
    setRemoving(false);
    if (result.ok) close();
    else setFailure(result.message);
  };
  const close = () => {
    setFailure(undefined);
    onClose();
  };
  return (
    <ConfirmDialog
      isOpen={card !== undefined}
      title={text.removeTitle(name)}
      description={text.removeConsequence}
      confirmLabel={text.remove}
      busyLabel={text.removing}
      cancelLabel={text.cancel}
      error={failure}
      isBusy={removing}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  );
}

/** The saved cards (brand, last 4, expiry), the default marked; Make Default, Remove (confirmed) and Add Card. */
export function PaymentCards({ account, headingLevel, className }: BillingAccountViewProps) {
  const text = account.messages;
  const { data: cards, status, error } = account.cards;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentCard>();
  const [failure, setFailure] = useState<string>();
  const makeDefault = async (card: PaymentCard) => {
    setFailure(undefined);
    const result = await account.makeDefaultCard(card);
    if (!result.ok) setFailure(result.message);
  };
  return (
    <ConsolePanel title={text.cardsTitle} headingLevel={headingLevel} className={className} busy={!cards}>
      <ConsoleErrorState framed message={error} retryLabel={account.messages.retry} onRetry={account.reload} />
      <ActionFailure message={failure} />
      {!cards ? (
        status === 'loading' && <Skeleton lines={2} aria-label={text.loading} />
      ) : cards.length === 0 ? (
        <EmptyState title={text.cardsEmpty} />
      ) : (
        <ul className={styles.cardList}>
          {cards.map((card) => {
            const name = text.cardLabel(card.brand, card.last4);
            return (
              <li key={card.id} className={styles.cardRow}>
                <span className={styles.cardText}>
                  <strong>{name}</strong>
                  <span className={consoleStyles.panelMuted}>{text.cardExpires(card.expiry)}</span>
                </span>
                {card.primary ? (
                  <Badge tone="success">{text.defaultBadge}</Badge>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={text.makeDefaultOf(name)}
                    isDisabled={account.busy !== undefined}
                    onPress={() => void makeDefault(card)}
                  >
                    {text.makeDefault}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={text.removeOf(name)}
                  onPress={() => setRemoving(card)}
                >
                  {text.remove}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.actions}>
        <Button onPress={() => setAdding(true)}>{text.addCard}</Button>
      </div>
      {adding && <AddCardDialog account={account} onClose={() => setAdding(false)} />}
      <RemoveCardDialog account={account} card={removing} onClose={() => setRemoving(undefined)} />
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

function ChangePlanDialog({ account, onClose }: { account: BillingAccountState; onClose: () => void }) {
  const text = account.messages;
  const plans = account.plans.data ?? [];
  const current = account.overview.data?.planName;
  const [plan, setPlan] = useState(current ?? plans[0]?.name ?? '');
  const [failure, setFailure] = useState<string>();
  const locale = account.overview.data?.locale;
  const confirm = async () => {
    const result = await account.changePlan(plan);
    if (result.ok) onClose();
    else setFailure(result.message);
  };
  return (
    <FormDialog title={text.changePlanTitle} onClose={onClose}>
      <div className={styles.form}>
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
        <ActionFailure message={failure ?? account.plans.error} />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {text.cancel}
          </Button>
          <Button onPress={confirm} isDisabled={!plan || plan === current || account.busy === 'changePlan'}>
            {account.busy === 'changePlan' ? text.working : text.confirmPlan}
          </Button>
        </div>
      </div>
    </FormDialog>
  );
}

/** Update Payment: which saved card pays (radio, the default first) and that card's renewed expiry. */
export function UpdatePaymentDialog({
  account,
  cards,
  onClose,
}: {
  account: BillingAccountState;
  cards: PaymentCard[];
  onClose: () => void;
}) {
  const text = account.messages;
  const [cardId, setCardId] = useState(cards.find((card) => card.primary)?.id ?? cards[0]?.id);
  const card = cards.find((candidate) => candidate.id === cardId);
  const [expiry, setExpiry] = useState(card?.expiry ?? '');
  const [expiryError, setExpiryError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const name = useId();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!card) return;
    setFailure(undefined);
    const result = await account.updatePayment(card, expiry);
    if (result.ok) onClose();
    else if (result.errors?.expiry) setExpiryError(result.errors.expiry);
    else setFailure(result.message);
  };
  return (
    <FormDialog title={text.updatePaymentTitle} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.choices}>
          <legend className={`${consoleStyles.panelMuted} ${styles.choicesLegend}`}>{text.payingCardLabel}</legend>
          {cards.map((option) => (
            <label key={option.id} className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={option.id === cardId}
                onChange={() => {
                  setCardId(option.id);
                  setExpiry(option.expiry);
                  setExpiryError(undefined);
                  setFailure(undefined);
                }}
              />
              {text.payingCardOption(text.cardLabel(option.brand, option.last4), option.expiry)}
            </label>
          ))}
        </fieldset>
        <NativeField
          label={text.newExpiryLabel}
          value={expiry}
          onChange={(value) => {
            setExpiry(value);
            setExpiryError(undefined);
          }}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          errorMessage={expiryError}
        />
        <p className={consoleStyles.panelMuted}>{text.updatePaymentNote}</p>
        <ActionFailure message={failure} />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" isDisabled={account.busy === 'updatePayment'}>
            {account.busy === 'updatePayment' ? text.working : text.savePayment}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

function AddSeatsDialog({ account, onClose }: { account: BillingAccountState; onClose: () => void }) {
  const text = account.messages;
  const [seats, setSeats] = useState('1');
  const [failure, setFailure] = useState<string>();
  const confirm = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const result = await account.addSeats(Number(seats.trim() || Number.NaN));
    if (result.ok) onClose();
    else setFailure(result.message);
  };
  return (
    <FormDialog title={text.addSeatsTitle} onClose={onClose}>
      <form className={styles.form} onSubmit={confirm} noValidate>
        <NativeField
          label={text.seatsLabel}
          value={seats}
          onChange={setSeats}
          inputMode="numeric"
          errorMessage={failure}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" isDisabled={account.busy === 'addSeats'}>
            {account.busy === 'addSeats' ? text.working : text.confirmSeats}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

/** The plan and what is pending, with Download Statement, Change Plan, Add Seats, Pay Early, Export CSV and Send to Email. */
export function BillingActions({ account, headingLevel, className }: BillingAccountViewProps) {
  const text = account.messages;
  const overview = account.overview.data;
  const [dialog, setDialog] = useState<'plan' | 'seats' | 'payment' | 'card'>();
  const cards = account.cards.data;
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
      {overview && (
        <p className={consoleStyles.panelMuted}>
          {text.planSummary(overview.planLabel ?? overview.planName ?? text.noPlan, overview.seats)}
          {pending &&
            ` · ${text.pendingSummary(pending.formatted ?? formatMoney(pending.amount, pending.currency, overview.locale))}`}
        </p>
      )}
      <div className={styles.actions}>
        {overview?.statementUrl && (
          <Link href={overview.statementUrl} target="_blank" download>
            {text.downloadStatement}
          </Link>
        )}
        {/* With no saved card yet, Update Payment is adding one. */}
        <Button
          variant="secondary"
          isDisabled={busy || !cards}
          onPress={() => setDialog(cards?.length ? 'payment' : 'card')}
        >
          {text.updatePayment}
        </Button>
        <Button variant="secondary" isDisabled={busy || !account.plans.data} onPress={() => setDialog('plan')}>
          {text.changePlan}
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={() => setDialog('seats')}>
          {text.addSeats}
        </Button>
        <Button variant="secondary" isDisabled={busy || !pending?.amount} onPress={act(account.payEarly)}>
          {account.busy === 'payEarly' ? text.working : text.payEarly}
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
      {dialog === 'seats' && <AddSeatsDialog account={account} onClose={() => setDialog(undefined)} />}
      {dialog === 'payment' && cards && (
        <UpdatePaymentDialog account={account} cards={cards} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'card' && <AddCardDialog account={account} onClose={() => setDialog(undefined)} />}
    </ConsolePanel>
  );
}
