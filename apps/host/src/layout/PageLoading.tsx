import { Spinner } from '@mediakit/ui';
import * as styles from './HostLayout.css';

/** Shown while a tool's package loads. */
export function PageLoading() {
  return <Spinner label="Loading…" showLabel className={styles.loading} />;
}
