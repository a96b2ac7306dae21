export { CompositionSettings, type CompositionSettingsProps } from './CompositionSettings';
