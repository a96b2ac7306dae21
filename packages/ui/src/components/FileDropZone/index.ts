// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
export {
  checkFiles,
  formatBytes,
  matchesAccept,
  type FileCheckOptions,
  type FileRejection,
  type FileRejectionReason,
} from './fileChecks';
