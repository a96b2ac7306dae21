export * from './ApiKeys';
export { labelProblem, maxLabelLength, useApiKeys, type UseApiKeysOptions, type UseApiKeysResult } from './useApiKeys';
export { apiKeysMessages, type ApiKeysMessages } from './messages';
