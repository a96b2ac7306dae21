export { failureMessage, type FailureText, type FailureWording } from './failureMessage';
export { catalogueFailureMessages, catalogueFailureReasons, type CatalogueFailureMessages } from './catalogueFailures';
