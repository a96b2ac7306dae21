// `@mediakit/tool-account/sign-in`: the account forms of the public pages (sign-in, sign-up, password reset), on the
// main MediakitClient and the runtime's session. A separate entry with its own CSS: the signed-in account screen's
// styles stay out of the public pages.

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
  useForgotPassword,
  useResetPassword,
  type ForgotPasswordFormProps,
  type ForgotPasswordMessages,
  type ResetPasswordFormProps,
  type ResetPasswordMessages,
  type UseForgotPasswordOptions,
  type UseResetPasswordOptions,
} from './PasswordReset';
