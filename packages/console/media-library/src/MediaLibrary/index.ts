export { MediaLibrary, type MediaLibraryProps } from './MediaLibrary';
export { MediaCard, type MediaCardProps } from './MediaCard';
export { PreviewDialog, type PreviewDialogProps } from './PreviewDialog';
