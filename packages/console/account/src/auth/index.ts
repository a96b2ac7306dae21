export { authFailureMessage, emailProblem, requiredProblem, type FieldProblem } from './credentialRules';
export { authFormView } from './authFormView';
export { useAuthRequest } from './useAuthRequest';
