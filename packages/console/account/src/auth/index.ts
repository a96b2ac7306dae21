export { authFailureMessage, emailProblem, requiredProblem, type FieldProblem } from './credentialRules';
export { useAuthRequest } from './useAuthRequest';
