export { failureMessage, type FailureText, type FailureWording } from './failureMessage';
