/** Every user-facing string of the sign-up form; pass `messages` to override any of them. */
export const signUpMessages = {
  title: 'Create account',
  usernameLabel: 'Username',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  termsLabel: 'I accept the terms of service',
  submit: 'Create account',
  submitting: 'Creating...',
  usernameRequired: 'Enter a username.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  passwordRequired: 'Choose a password.',
  termsRequired: 'Accept the terms to create an account.',
  registrationFailed: 'Registration failed',
  created: 'Account created successfully!',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
} as const;

export type SignUpMessages = { [Key in keyof typeof signUpMessages]: string };
