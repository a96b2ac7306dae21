import { useRef } from 'react';
import { AuthForm, CrossLink, EmailField, FormError, FormSuccess, SubmitButton } from '../auth/AuthForm';
import { useForgotPassword, type UseForgotPasswordOptions } from './useForgotPassword';
import * as styles from '../auth/authForm.css';

/** The hook's options (client, messages, initial email) and the view's. */
export interface ForgotPasswordFormProps extends UseForgotPasswordOptions {
  /** Where "Back to sign in" goes; the link is left out without it. */
  signInHref?: string;
  className?: string;
}

/** Asks for a password-reset e-mail (the server sends a link to the reset page). */
export function ForgotPasswordForm({ signInHref, className, ...options }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword(options);
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
