export { authFailureMessage, emailProblem, requiredProblem, type FieldProblem } from './credentialRules';
