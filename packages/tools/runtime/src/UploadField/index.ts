export { UploadField, uploadFieldMessages, type UploadFieldMessages, type UploadFieldProps } from './UploadField';
export { checkFile, matchesAccept, megabytes, type FileRejection } from './checkFile';
