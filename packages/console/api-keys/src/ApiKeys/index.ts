export { ApiKeys, type ApiKeysProps } from './ApiKeys';
