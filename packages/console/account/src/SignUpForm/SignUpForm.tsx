import { Checkbox } from '@mediakit/ui/Checkbox';
import { useRef } from 'react';
import {
  AuthForm,
  bindField,
  CredentialField,
  CrossLink,
  EmailField,
  FormError,
  FormSuccess,
  PasswordField,
  SubmitButton,
} from '../auth/AuthForm';
import type { SignUpField } from './signUpState';
import { useSignUp, type UseSignUpOptions } from './useSignUp';

/** The hook's options (client, messages, `onSignedUp`: navigate and toast there), and the view's. */
export interface SignUpFormProps extends UseSignUpOptions {
  /** Where the "Sign in" links go; they are left out without it. */
  signInHref?: string;
  className?: string;
}

/** Username, email, password and terms sign-up (spec 000 §2 Signup); the form is cleared once the account exists. */
export function SignUpForm({ signInHref, className, ...options }: SignUpFormProps) {
  const signUp = useSignUp(options);
  const text = signUp.messages;
  const usernameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const termsField = useRef<HTMLDivElement>(null);

  const submit = () => {
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
    <AuthForm title={text.title} className={className} onSubmit={submit}>
      <FormSuccess>{signUp.successMessage}</FormSuccess>
      <CredentialField
        ref={usernameInput}
        label={text.usernameLabel}
        autoComplete="username"
        {...bindField(signUp, 'username')}
      />
      <EmailField ref={emailInput} label={text.emailLabel} {...bindField(signUp, 'email')} />
      <PasswordField
        ref={passwordInput}
        label={text.passwordLabel}
        autoComplete="new-password"
        messages={text}
        {...bindField(signUp, 'password')}
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
      <FormError>{signUp.error}</FormError>
      <SubmitButton isPending={signUp.isSubmitting} pendingLabel={text.submitting}>
        {text.submit}
      </SubmitButton>
      {signInHref && (
        <CrossLink href={signInHref} lead={text.haveAccount}>
          {text.signInLink}
        </CrossLink>
      )}
    </AuthForm>
  );
}
