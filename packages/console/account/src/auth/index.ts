export { authFailureMessage, emailProblem, requiredProblem, type FieldProblem } from './credentialRules';
export { authFormView } from './authFormView';
export { answered, attemptSubmit, type CredentialFormState } from './credentialForm';
export { useAuthRequest } from './useAuthRequest';
