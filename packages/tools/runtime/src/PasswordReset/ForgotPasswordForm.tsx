import type { MediakitClient } from '@mediakit/api-client';
import { Button } from '@mediakit/ui/Button';
import { Link } from '@mediakit/ui/Link';
import { TextField } from '@mediakit/ui/TextField';
import { useRef, type FormEvent } from 'react';
import { ToolFrame } from '../ToolFrame';
import type { ForgotPasswordMessages } from './passwordResetMessages';
import { useForgotPassword } from './useForgotPassword';
import * as styles from '../auth/authForm.css';

export interface ForgotPasswordFormProps {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<ForgotPasswordMessages>;
  /** The email to start with. */
  initialEmail?: string;
  /** Where "Back to sign in" goes; the link is left out without it. */
  signInHref?: string;
  className?: string;
}

/** Asks for a password-reset e-mail (the server sends a link to the reset page). */
export function ForgotPasswordForm({ client, messages, initialEmail, signInHref, className }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword({ client, messages, initialEmail });
  const text = forgot.messages;
  const emailInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!forgot.submit()) emailInput.current?.focus();
  };

  return (
    <ToolFrame title={text.title} width="form" className={className}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{text.intro}</p>
        <TextField
          ref={emailInput}
          label={text.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          isRequired
          validationBehavior="aria"
          value={forgot.email}
          onChange={forgot.setEmail}
          errorMessage={forgot.fieldError}
        />
        {forgot.error && (
          <p className={styles.error} role="alert">
            {forgot.error}
          </p>
        )}
        <p className={forgot.sentMessage ? styles.success : styles.visuallyEmpty} role="status">
          {forgot.sentMessage}
        </p>
        <Button type="submit" className={styles.submit} isPending={forgot.isSending} pendingLabel={text.submitting}>
          {text.submit}
        </Button>
        {signInHref && (
          <p className={styles.crossLink}>
            <Link href={signInHref}>{text.backToSignIn}</Link>
          </p>
        )}
      </form>
    </ToolFrame>
  );
}
