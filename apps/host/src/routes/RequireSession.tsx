import { useSession } from '@mediakit/tool-runtime';
import { Outlet } from 'react-router-dom';
import * as styles from '../layout/HostLayout.css';

/** The user area needs a signed-in user (spec 000, section 2, guards). */
export function RequireSession() {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <p className={styles.page} role="status">
        Checking authentication...
      </p>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <p className={styles.page} role="alert">
        Please log in to continue.
      </p>
    );
  }
  return <Outlet />;
}
