export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
export {
  checkFiles,
  formatBytes,
  matchesAccept,
  type FileCheckOptions,
  type FileRejection,
  type FileRejectionReason,
} from './fileChecks';
