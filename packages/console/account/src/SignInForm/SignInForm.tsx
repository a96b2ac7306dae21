import { Checkbox } from '@mediakit/ui/Checkbox';
import { Link } from '@mediakit/ui/Link';
import { useRef, useState } from 'react';
import {
  AuthForm,
  bindField,
  CrossLink,
  EmailField,
  FormError,
  FormSuccess,
  PasswordField,
  SubmitButton,
} from '../auth/AuthForm';
import type { SignInField } from './signInState';
import { useSignIn, type UseSignInOptions } from './useSignIn';
import * as styles from '../auth/authForm.css';

/** The hook's options (client, messages, initial email, `onSignedIn`: navigate and toast there), and the view's. */
export interface SignInFormProps extends UseSignInOptions {
  /** Where the "Create an account" link goes; the link is left out without it. */
  signUpHref?: string;
  /** Where the "Forgot password?" link goes; the link is left out without it. */
  forgotPasswordHref?: string;
  /**
   * Shows the "Remember me" checkbox (spec 000 §2 Login) and is called with its value just before each sign-in, so
   * the host can keep the token in a persistent or a session store (`createLocalStorageTokenStore`,
   * `createSessionStorageTokenStore`). The checkbox is left out without it.
   */
  onRememberMeChange?: (remember: boolean) => void;
  /** Whether "Remember me" starts ticked; defaults to true. */
  defaultRememberMe?: boolean;
  className?: string;
}

/** Email and password sign-in (spec 000 §2 Login), updating the shared session. */
export function SignInForm({
  signUpHref,
  forgotPasswordHref,
  onRememberMeChange,
  defaultRememberMe = true,
  className,
  ...options
}: SignInFormProps) {
  const signIn = useSignIn(options);
  const [rememberMe, setRememberMe] = useState(defaultRememberMe);
  const text = signIn.messages;
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const submit = () => {
    // Before the request: the token the answer carries goes to the store this chooses.
    onRememberMeChange?.(rememberMe);
    const firstProblem = signIn.submit(onRememberMeChange ? rememberMe : undefined);
    const inputs: Record<SignInField, HTMLInputElement | null> = {
      email: emailInput.current,
      password: passwordInput.current,
    };
    if (firstProblem) inputs[firstProblem]?.focus();
  };

  return (
    <AuthForm title={text.title} className={className} onSubmit={submit}>
      <EmailField ref={emailInput} label={text.emailLabel} {...bindField(signIn, 'email')} />
      <PasswordField
        ref={passwordInput}
        label={text.passwordLabel}
        autoComplete="current-password"
        messages={text}
        {...bindField(signIn, 'password')}
      />
      {forgotPasswordHref && (
        <p className={styles.linkRow}>
          <Link href={forgotPasswordHref}>{text.forgotPassword}</Link>
        </p>
      )}
      {onRememberMeChange && (
        <Checkbox name="remember" isSelected={rememberMe} onChange={setRememberMe}>
          {text.rememberMe}
        </Checkbox>
      )}
      <FormError>{signIn.error}</FormError>
      <FormSuccess>{signIn.successMessage}</FormSuccess>
      <SubmitButton isPending={signIn.isSubmitting} pendingLabel={text.submitting}>
        {text.submit}
      </SubmitButton>
      {signUpHref && (
        <CrossLink href={signUpHref} lead={text.noAccount}>
          {text.signUpLink}
        </CrossLink>
      )}
    </AuthForm>
  );
}
