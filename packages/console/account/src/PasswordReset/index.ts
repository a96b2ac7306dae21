export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
export { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm';
export {
  forgotPasswordMessages,
  newPasswordRule,
  resetPasswordMessages,
  type ForgotPasswordMessages,
  type ResetPasswordMessages,
} from './passwordResetMessages';
export { useForgotPassword, type ForgotPasswordStatus, type UseForgotPasswordOptions } from './useForgotPassword';
export {
  useResetPassword,
  type ResetPasswordField,
  type ResetPasswordStatus,
  type UseResetPasswordOptions,
} from './useResetPassword';
