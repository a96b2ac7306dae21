import { useRef } from 'react';
import { AuthForm, bindField, CrossLink, FormError, FormSuccess, PasswordField, SubmitButton } from '../auth/AuthForm';
import { useResetPassword, type ResetPasswordField, type UseResetPasswordOptions } from './useResetPassword';

/** The hook's options (the link's token, client, messages, `onReset`: navigate or toast there) and the view's. */
export interface ResetPasswordFormProps extends UseResetPasswordOptions {
  /** Where "Sign in" goes once the password is reset; left out without it. */
  signInHref?: string;
  /** Where "Ask for a new link" goes when the link is refused or incomplete; left out without it. */
  forgotPasswordHref?: string;
  className?: string;
}

/** Sets a new password with the token of a reset e-mail. */
export function ResetPasswordForm({
  onReset,
  signInHref,
  forgotPasswordHref,
  className,
  ...options
}: ResetPasswordFormProps) {
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const reset = useResetPassword({
    ...options,
    onReset: (message) => {
      // The answer removes the fields and the button, one of which has focus. Let go of it now, before React commits
      // that removal: the browser would otherwise fire focusout from inside React's commit, and a focusout listener
      // that updates React synchronously (user-event's change-on-blur in the stories, wrapped in act) makes React
      // throw "Should not already be working". Focus ends on the page either way, as it did.
      const form = passwordInput.current?.form;
      const focused = form?.ownerDocument.activeElement;
      if (focused instanceof HTMLElement && form?.contains(focused)) focused.blur();
      onReset?.(message);
    },
  });
  const text = reset.messages;
  const done = reset.status === 'done';

  const submit = () => {
    const first = reset.submit();
    const inputs: Record<ResetPasswordField, HTMLInputElement | null> = {
      password: passwordInput.current,
      confirm: confirmInput.current,
    };
    if (first) inputs[first]?.focus();
  };

  return (
    <AuthForm title={text.title} className={className} onSubmit={submit}>
      {!done && reset.hasToken && (
        <>
          <PasswordField
            ref={passwordInput}
            label={text.passwordLabel}
            autoComplete="new-password"
            messages={text}
            {...bindField(reset, 'password')}
          />
          <PasswordField
            ref={confirmInput}
            label={text.confirmLabel}
            autoComplete="new-password"
            messages={text}
            {...bindField(reset, 'confirm')}
          />
        </>
      )}
      <FormError>{reset.error}</FormError>
      <FormSuccess keepRegion>{reset.doneMessage}</FormSuccess>
      {!done && reset.hasToken && (
        <SubmitButton isPending={reset.isResetting} pendingLabel={text.submitting}>
          {text.submit}
        </SubmitButton>
      )}
      {done && signInHref && <CrossLink href={signInHref}>{text.signIn}</CrossLink>}
      {!done && reset.error && forgotPasswordHref && <CrossLink href={forgotPasswordHref}>{text.askAgain}</CrossLink>}
    </AuthForm>
  );
}
