/** Every user-facing string of the forgot-password form; pass `messages` to override any of them. */
export const forgotPasswordMessages = {
  title: 'Forgot your password?',
  intro: 'Enter the e-mail of your account and we will send you a link to choose a new password.',
  emailLabel: 'Email',
  submit: 'Send reset link',
  submitting: 'Sending...',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  sent: 'If an account exists for this e-mail, we have sent it a link to reset the password. Check your inbox.',
  unexpectedError: 'Could not send the reset link. Please try again.',
  backToSignIn: 'Back to sign in',
} as const;

export type ForgotPasswordMessages = { [Key in keyof typeof forgotPasswordMessages]: string };

/** Every user-facing string of the reset-password form; pass `messages` to override any of them. */
export const resetPasswordMessages = {
  title: 'Choose a new password',
  passwordLabel: 'New password',
  confirmLabel: 'Confirm new password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Reset password',
  submitting: 'Resetting...',
  passwordRequired: 'Enter a new password.',
  passwordTooShort: 'Use at least 8 characters.',
  passwordTooLong: 'Use at most 200 characters.',
  confirmMismatch: 'The passwords do not match.',
  missingToken: 'This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.',
  done: 'Your password has been reset. You can sign in with the new one.',
  unexpectedError: 'Could not reset the password. Please try again.',
  askAgain: 'Ask for a new link',
  signIn: 'Sign in',
} as const;

export type ResetPasswordMessages = { [Key in keyof typeof resetPasswordMessages]: string };

/** The server's rule for a new password (8 to 200 characters). */
export const newPasswordRule = { min: 8, max: 200 };
