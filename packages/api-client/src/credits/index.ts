// `@mediakit/api-client/credits`: the framework-free credits store, kept out of the client's own bundle.
export { creditCapOf, creditsPercentUsed, defaultCreditCap } from './creditCap';
export {
  createCreditsStore,
  type CreditsState,
  type CreditsStore,
  type CreditsStoreOptions,
} from './createCreditsStore';
