// `@mediakit/api-client/credits`: the cap helpers and the balance store's sync adapters for a first-party app (the
// store itself is `client.credits`).
export { creditCapOf, creditsPercentUsed, defaultCreditCap } from './creditCap';
export { creditsAcrossTabs, creditsWindowEvents } from './creditsSync';
export { specCreditsUrls } from './specCreditsUrls';
export {
  creditsChannelName,
  creditsFetchEvent,
  creditsUpdateEvent,
  publishCredits,
  type CreditsChannelMessage,
  type CreditsUpdateDetail,
} from './publishCredits';
