import type { MediakitClient } from '@mediakit/api-client';
import { Button } from '@mediakit/ui/Button';
import { Link } from '@mediakit/ui/Link';
import { TextField } from '@mediakit/ui/TextField';
import { useRef, type FormEvent } from 'react';
import { ToolFrame } from '../ToolFrame';
import type { ResetPasswordMessages } from './passwordResetMessages';
import { useResetPassword, type ResetPasswordField } from './useResetPassword';
import * as styles from '../auth/authForm.css';

export interface ResetPasswordFormProps {
  /** The token of the e-mailed link (`?token=…`). */
  token: string | null | undefined;
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<ResetPasswordMessages>;
  /** Called once the password is reset, with the server's message (navigate or toast here). */
  onReset?: (message: string) => void;
  /** Where "Sign in" goes once the password is reset; left out without it. */
  signInHref?: string;
  /** Where "Ask for a new link" goes when the link is refused or incomplete; left out without it. */
  forgotPasswordHref?: string;
  className?: string;
}

/** Sets a new password with the token of a reset e-mail. */
export function ResetPasswordForm({
  token,
  client,
  messages,
  onReset,
  signInHref,
  forgotPasswordHref,
  className,
}: ResetPasswordFormProps) {
  const reset = useResetPassword({ token, client, messages, onReset });
  const text = reset.messages;
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const done = reset.status === 'done';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = reset.submit();
    const inputs: Record<ResetPasswordField, HTMLInputElement | null> = {
      password: passwordInput.current,
      confirm: confirmInput.current,
    };
    if (first) inputs[first]?.focus();
  };

  return (
    <ToolFrame title={text.title} width="form" className={className}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {!done && reset.hasToken && (
          <>
            <TextField
              ref={passwordInput}
              label={text.passwordLabel}
              type="password"
              name="password"
              autoComplete="new-password"
              isRequired
              validationBehavior="aria"
              showPasswordLabel={text.showPassword}
              hidePasswordLabel={text.hidePassword}
              value={reset.values.password}
              onChange={(value) => reset.setValue('password', value)}
              errorMessage={reset.fieldErrors.password}
            />
            <TextField
              ref={confirmInput}
              label={text.confirmLabel}
              type="password"
              name="confirm"
              autoComplete="new-password"
              isRequired
              validationBehavior="aria"
              showPasswordLabel={text.showPassword}
              hidePasswordLabel={text.hidePassword}
              value={reset.values.confirm}
              onChange={(value) => reset.setValue('confirm', value)}
              errorMessage={reset.fieldErrors.confirm}
            />
          </>
        )}
        {reset.error && (
          <p className={styles.error} role="alert">
            {reset.error}
          </p>
        )}
        <p className={reset.doneMessage ? styles.success : styles.visuallyEmpty} role="status">
          {reset.doneMessage}
        </p>
        {!done && reset.hasToken && (
          <Button type="submit" className={styles.submit} isPending={reset.isResetting} pendingLabel={text.submitting}>
            {text.submit}
          </Button>
        )}
        {done && signInHref && (
          <p className={styles.crossLink}>
            <Link href={signInHref}>{text.signIn}</Link>
          </p>
        )}
        {!done && reset.error && forgotPasswordHref && (
          <p className={styles.crossLink}>
            <Link href={forgotPasswordHref}>{text.askAgain}</Link>
          </p>
        )}
      </form>
    </ToolFrame>
  );
}
