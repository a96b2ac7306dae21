import { withConsoleBoundary } from '@mediakit/console-kit';
import { Integrations as IntegrationsView } from './Integrations';
import { integrationsMessages } from './messages';

/** The screen inside its error boundary: a missing client or a crash shows a message in the screen's box. */
export const Integrations = /* @__PURE__ */ withConsoleBoundary(IntegrationsView, integrationsMessages.title);
export type { IntegrationsProps } from './Integrations';
export {
  useWebhookDeliveries,
  useWebhooks,
  type TestOutcome,
  type UseWebhookDeliveriesResult,
  type UseWebhooksOptions,
  type UseWebhooksResult,
} from './useWebhooks';
export { integrationsMessages, type IntegrationsMessages } from './messages';
