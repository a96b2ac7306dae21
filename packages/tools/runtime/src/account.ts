// `@mediakit/tool-runtime/account`: the host's account parts (sign-in, sign-up, password reset, the credits menu).
// A separate entry with its own CSS: in the main entry, their styles (and ui's Popover, Dialog and Meter) went into
// every tool's bundle, since a bundler keeps the CSS of modules whose JS it drops.

// Credits
export {
  CreditsMenu,
  creditsMenuMessages,
  topUpAmounts,
  useCreditsCheckout,
  type CreditsMenuMessages,
  type CreditsMenuProps,
  type CheckoutState,
} from './CreditsMenu';

// Sign-in, sign-up and password reset
export {
  SignInForm,
  signInMessages,
  useSignIn,
  type SignInFormProps,
  type SignInMessages,
  type UseSignInOptions,
} from './SignInForm';
export {
  SignUpForm,
  signUpMessages,
  useSignUp,
  type SignUpFormProps,
  type SignUpMessages,
  type UseSignUpOptions,
} from './SignUpForm';
export {
  ForgotPasswordForm,
  ResetPasswordForm,
  forgotPasswordMessages,
  resetPasswordMessages,
  resetPasswordProblems,
  useForgotPassword,
  useResetPassword,
  type ForgotPasswordFormProps,
  type ForgotPasswordMessages,
  type ResetPasswordFormProps,
  type ResetPasswordMessages,
  type UseForgotPasswordOptions,
  type UseResetPasswordOptions,
} from './PasswordReset';
