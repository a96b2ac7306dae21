export {
  AccountSettings,
  AccountSubscription,
  type AccountSettingsProps,
  type AccountSubscriptionProps,
} from './AccountSettings';
