import type { MediakitClient } from '@mediakit/api-client';
import { Button } from '@mediakit/ui/Button';
import { Checkbox } from '@mediakit/ui/Checkbox';
import { Link } from '@mediakit/ui/Link';
import { TextField } from '@mediakit/ui/TextField';
import { useRef, type FormEvent } from 'react';
import { ToolFrame } from '../ToolFrame';
import type { SignUpMessages } from './signUpMessages';
import type { SignUpField, SignUpResult } from './signUpState';
import { useSignUp } from './useSignUp';
import * as styles from '../auth/authForm.css';

export interface SignUpFormProps {
  /** The client to use; defaults to the one from the nearest MediakitProvider. */
  client?: MediakitClient;
  /** Overrides for any user-facing string. */
  messages?: Partial<SignUpMessages>;
  /**
   * Called once the account exists, with its email, the user when the backend also signed them in, and the success
   * message: navigate and toast here.
   */
  onSignedUp?: (result: SignUpResult, message: string) => void;
  /** Where the "Sign in" links go; they are left out without it. */
  signInHref?: string;
  className?: string;
}

/** Username, email, password and terms sign-up (spec 000 §2 Signup); the form is cleared once the account exists. */
export function SignUpForm({ client, messages, onSignedUp, signInHref, className }: SignUpFormProps) {
  const signUp = useSignUp({ client, messages, onSignedUp });
  const text = signUp.messages;
  const usernameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const termsField = useRef<HTMLDivElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const firstProblem = signUp.submit();
    if (!firstProblem) return;
    const inputs: Record<SignUpField, HTMLInputElement | null | undefined> = {
      username: usernameInput.current,
      email: emailInput.current,
      password: passwordInput.current,
      // The checkbox's ref is its wrapper; focus goes to the box itself.
      acceptedTerms: termsField.current?.querySelector('input'),
    };
    inputs[firstProblem]?.focus();
  };

  return (
    <ToolFrame title={text.title} width="form" className={className}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {signUp.successMessage && (
          <p className={styles.success} role="status">
            {signUp.successMessage}
          </p>
        )}
        <TextField
          ref={usernameInput}
          label={text.usernameLabel}
          name="username"
          autoComplete="username"
          isRequired
          validationBehavior="aria"
          value={signUp.values.username}
          onChange={(value) => signUp.setValue('username', value)}
          errorMessage={signUp.fieldErrors.username}
        />
        <TextField
          ref={emailInput}
          label={text.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          isRequired
          validationBehavior="aria"
          value={signUp.values.email}
          onChange={(value) => signUp.setValue('email', value)}
          errorMessage={signUp.fieldErrors.email}
        />
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
          value={signUp.values.password}
          onChange={(value) => signUp.setValue('password', value)}
          errorMessage={signUp.fieldErrors.password}
        />
        <Checkbox
          ref={termsField}
          name="terms"
          isRequired
          validationBehavior="aria"
          isSelected={signUp.values.acceptedTerms}
          onChange={signUp.setAcceptedTerms}
          errorMessage={signUp.fieldErrors.acceptedTerms}
        >
          {text.termsLabel}
        </Checkbox>
        {signUp.error && (
          <p className={styles.error} role="alert">
            {signUp.error}
          </p>
        )}
        <Button type="submit" className={styles.submit} isPending={signUp.isSubmitting} pendingLabel={text.submitting}>
          {text.submit}
        </Button>
        {signInHref && (
          <p className={styles.crossLink}>
            {text.haveAccount} <Link href={signInHref}>{text.signInLink}</Link>
          </p>
        )}
      </form>
    </ToolFrame>
  );
}
