export { CompositionPreview, type CompositionPreviewProps } from './CompositionPreview';
