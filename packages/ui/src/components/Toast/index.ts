// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export { ToastProvider, ToastRegion, useToast, type ToastProviderProps, type ToastRegionProps } from './Toast';
export {
  TOAST_TIMEOUT_MS,
  createToastQueue,
  toast,
  type ShowToastOptions,
  type ToastApi,
  type ToastContent,
  type ToastVariant,
} from './toastQueue';
