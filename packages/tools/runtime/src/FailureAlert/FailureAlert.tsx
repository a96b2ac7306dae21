import type { CreditGate } from '../credits';
import * as styles from './FailureAlert.css';

export interface FailureAlertProps {
  /** Why the last request failed; nothing shows without one. */
  error: string | undefined;
  /** The cost badge's gate: while the balance is short the badge already says so, with its own link. */
  gate: Pick<CreditGate, 'shortMessage'>;
  /** Whether the failure was a credit shortfall, which adds the 'Buy credits' link. */
  isShortfall: boolean;
  buyCreditsHref: string;
  buyCreditsLabel: string;
}

/** A failed request in an alert, with a 'Buy credits' link when credits ran out. */
export function FailureAlert({ error, gate, isShortfall, buyCreditsHref, buyCreditsLabel }: FailureAlertProps) {
  // The badge already says the shortfall (with its link) while the balance is short; say it once.
  if (!error || error === gate.shortMessage) return null;
  return (
    <p className={styles.alert} role="alert">
      <span>{error}</span>
      {isShortfall && (
        <a className={styles.link} href={buyCreditsHref}>
          {buyCreditsLabel}
        </a>
      )}
    </p>
  );
}
