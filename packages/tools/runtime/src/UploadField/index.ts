export {
  UploadField,
  uploadFieldMessages,
  type UploadFieldMessages,
  type UploadFieldProps,
  type UploadFieldText,
  type UploadFieldTool,
} from './UploadField';
export {
  checkUpload,
  imageUploadTypes,
  isHttpUrl,
  maxImagePixels,
  megabytes,
  pngOrJpegUploadTypes,
  sniffUploadType,
  typeOfBytes,
  videoUploadTypes,
  type UploadRejection,
  type UploadRule,
} from './checkUpload';
