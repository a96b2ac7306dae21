export { SignInForm, type SignInFormProps } from './SignInForm';
export { useSignIn, signedInMessage, type UseSignInOptions } from './useSignIn';
export { signInMessages, type SignInMessages } from './signInMessages';
export {
  canSubmitSignIn,
  initialSignInState,
  signInProblems,
  signInReducer,
  type SignInAction,
  type SignInField,
  type SignInState,
  type SignInStatus,
  type SignInValues,
} from './signInState';
