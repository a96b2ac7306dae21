export { SignUpForm, type SignUpFormProps } from './SignUpForm';
export { useSignUp, type UseSignUpOptions } from './useSignUp';
export { signUpMessages, type SignUpMessages } from './signUpMessages';
export {
  canSubmitSignUp,
  initialSignUpState,
  signUpProblems,
  signUpReducer,
  type SignUpAction,
  type SignUpField,
  type SignUpResult,
  type SignUpState,
  type SignUpStatus,
  type SignUpValues,
} from './signUpState';
