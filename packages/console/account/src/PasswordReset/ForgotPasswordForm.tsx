import type { MediakitClient } from '@mediakit/api-client';
import { useRef } from 'react';
import { AuthForm, CrossLink, EmailField, FormError, FormSuccess, SubmitButton } from '../auth/AuthForm';
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

  const submit = () => {
    if (!forgot.submit()) emailInput.current?.focus();
  };

  return (
    <AuthForm title={text.title} className={className} onSubmit={submit}>
      <p className={styles.intro}>{text.intro}</p>
      <EmailField
        ref={emailInput}
        label={text.emailLabel}
        value={forgot.email}
        onChange={forgot.setEmail}
        errorMessage={forgot.fieldError}
      />
      <FormError>{forgot.error}</FormError>
      <FormSuccess keepRegion>{forgot.sentMessage}</FormSuccess>
      <SubmitButton isPending={forgot.isSending} pendingLabel={text.submitting}>
        {text.submit}
      </SubmitButton>
      {signInHref && <CrossLink href={signInHref}>{text.backToSignIn}</CrossLink>}
    </AuthForm>
  );
}
