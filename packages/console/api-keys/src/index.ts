import { withConsoleBoundary } from '@mediakit/console-kit';
import { ApiKeys as ApiKeysView } from './ApiKeys';
import { apiKeysMessages } from './messages';

/** The screen inside its error boundary: a missing client or a crash shows a message in the screen's box. */
export const ApiKeys = /* @__PURE__ */ withConsoleBoundary(ApiKeysView, apiKeysMessages.title);
export type { ApiKeysProps } from './ApiKeys';
export { useApiKeys, type UseApiKeysOptions, type UseApiKeysResult } from './useApiKeys';
export { apiKeysMessages, type ApiKeysMessages } from './messages';
