import { ToastRegion } from '@mediakit/ui/Toast';
import * as styles from './HostLayout.css';

/** The app's one toast region, showing ui's app-wide queue (what `useToast()` gives without a provider). */
export default function Toasts() {
  return <ToastRegion className={styles.toastRegion} />;
}
