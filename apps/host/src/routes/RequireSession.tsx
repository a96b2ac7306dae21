import { useSession } from '@mediakit/tool-runtime';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import * as styles from '../layout/HostLayout.css';
import type { AuthLocationState } from './authLocation';

/** The user area needs a signed-in user (spec 000, section 2, guards); others sign in first and come back. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return (
      <p className={styles.page} role="status">
        Checking authentication...
      </p>
    );
  }
  if (session.status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies AuthLocationState} />;
  }
  return <Outlet />;
}
