export { AccountSettings, type AccountSettingsProps } from './AccountSettings';
