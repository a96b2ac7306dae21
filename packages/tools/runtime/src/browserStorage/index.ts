export { browserStorage, readStoredJson, writeStoredJson, type BrowserStorageKind } from './browserStorage';
