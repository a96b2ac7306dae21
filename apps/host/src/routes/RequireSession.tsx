import { useSession } from '@mediakit/tool-runtime';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import * as styles from '../layout/HostLayout.css';
import type { HostArea } from '../layout/hostSidebar';
import { homeOf, isAdministrator, type AuthLocationState } from './authLocation';

/**
 * The guards of spec 000, section 2: while the session loads, 'Checking authentication...'; signed out, sign in
 * first and come back; an administrator in the user area goes to /admin/dashboard; anyone else in the admin area
 * to /unauthorized. Without an area (the payment pages), anyone signed in.
 */
export function RequireSession({ area }: { area?: HostArea }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return (
      <p className={styles.checking} role="status">
        Checking authentication...
      </p>
    );
  }
  if (session.status === 'signed-out' || !session.user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies AuthLocationState} />;
  }
  const isAdmin = isAdministrator(session.user);
  if (area === 'user' && isAdmin) return <Navigate to={homeOf(session.user)} replace />;
  if (area === 'admin' && !isAdmin) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}

export default RequireSession;
