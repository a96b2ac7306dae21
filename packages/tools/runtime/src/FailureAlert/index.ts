export { FailureAlert, type FailureAlertProps } from './FailureAlert';
