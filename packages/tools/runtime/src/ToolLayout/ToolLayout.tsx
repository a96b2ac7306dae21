import { Button } from '@mediakit/ui';
import type { FormEvent, ReactNode } from 'react';
import type { OneShotPhase } from '../jobs/oneShotPhase';
import { LiveRegion } from '../LiveRegion';
import { ToolFrame } from '../ToolFrame';
import * as styles from './ToolLayout.css';

export interface ToolLayoutProps {
  /** The tool's heading, also the accessible name of the whole tool. */
  title: string;
  /** The phase of the tool's one request per run: drives the submit button, the announcement and the error. */
  phase: OneShotPhase;
  /** The form's fields (and the cost badge), above the submit and reset buttons. */
  children: ReactNode;
  /** Called on submit (the button, or Enter in a single-line field); the page never reloads. */
  onSubmit: () => void;
  submitLabel: string;
  /** Shown on the submit button and announced while the request runs, e.g. 'Generating…'. */
  pendingLabel: string;
  /** Disables the submit button while nothing runs, e.g. when credits are short. */
  isSubmitDisabled?: boolean;
  onReset: () => void;
  resetLabel: string;
  /** Announced to screen readers when a run succeeds, e.g. 'Your audio is ready.' */
  successMessage?: string;
  /** Shown in an alert while the phase is 'failed'. */
  error?: string;
  /** Names the result region and heads it. */
  resultHeading: string;
  /** The result (player, images, result actions); the region is left out while this is empty. */
  result?: ReactNode;
  /** The widest the tool grows (default 'medium'). */
  width?: 'narrow' | 'medium' | 'wide';
  className?: string;
}

/**
 * The frame shared by the tools that send one request per run: a titled section with the form, its submit and reset
 * buttons, a live region announcing progress and success, the failure in an alert, and the result region below.
 */
export function ToolLayout({
  title,
  phase,
  children,
  onSubmit,
  submitLabel,
  pendingLabel,
  isSubmitDisabled = false,
  onReset,
  resetLabel,
  successMessage,
  error,
  resultHeading,
  result,
  width = 'medium',
  className,
}: ToolLayoutProps) {
  const isPending = phase === 'pending';
  const status = isPending ? pendingLabel : phase === 'succeeded' ? successMessage : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <ToolFrame title={title} width={width} className={className}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {children}
        <div className={styles.actions}>
          <Button
            type="submit"
            isPending={isPending}
            pendingLabel={pendingLabel}
            isDisabled={!isPending && isSubmitDisabled}
          >
            {submitLabel}
          </Button>
          <Button variant="secondary" onPress={onReset}>
            {resetLabel}
          </Button>
        </div>
      </form>
      <LiveRegion message={status} />
      {phase === 'failed' && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {result ? (
        <section className={styles.result} aria-label={resultHeading}>
          <h3 className={styles.resultHeading}>{resultHeading}</h3>
          {result}
        </section>
      ) : null}
    </ToolFrame>
  );
}
