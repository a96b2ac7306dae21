export * from './AccountSettings';
export {
  changedFields,
  minPasswordLength,
  passwordProblems,
  pictureLimitsMb,
  pictureProblem,
  profileProblems,
  useAccount,
  type ActionState,
  type PasswordInput,
  type PictureKind,
  type ProfileFields,
  type UseAccountOptions,
  type UseAccountResult,
} from './useAccount';
export { accountMessages, type AccountMessages } from './messages';
