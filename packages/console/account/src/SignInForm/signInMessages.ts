/** Every user-facing string of the sign-in form; pass `messages` to override any of them. */
export const signInMessages = {
  title: 'Sign in',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  rememberMe: 'Remember me',
  submit: 'Sign in',
  submitting: 'Signing in...',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  passwordRequired: 'Enter your password.',
  unexpectedError: 'Something went wrong. Try again.',
  userSignedIn: 'User login success',
  adminSignedIn: 'Admin login success',
  forgotPassword: 'Forgot password?',
  noAccount: 'No account yet?',
  signUpLink: 'Create an account',
} as const;

export type SignInMessages = { [Key in keyof typeof signInMessages]: string };
