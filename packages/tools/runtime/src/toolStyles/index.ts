export {
  compactSettingsGridClassName,
  framedImageClassName,
  inlineRowClassName,
  noteClassName,
  panelClassName,
  settingsGridClassName,
} from './toolStyles.css';
