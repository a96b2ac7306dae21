import { lazy, Suspense, useContext } from 'react';
import { InjectedClientContext, mayBeSignedIn, useIsConnected } from '../connection';
import { AccountLinks } from './SiteLinks';

const SessionAccountLinks = lazy(() => import('./SessionAccountLinks'));

/**
 * Sign In and Get started, or the way back to the signed-in area. A browser with no stored session is signed out
 * without asking anyone, so the public pages load no API client for it (issue #20).
 */
export function HeaderAccountLinks({ className }: { className?: string }) {
  const injected = useContext(InjectedClientContext);
  // Once the client has loaded (a sign-in page visited), asking costs nothing more.
  const connected = useIsConnected();
  if (injected === undefined && !connected && !mayBeSignedIn()) return <AccountLinks className={className} />;
  return (
    <Suspense fallback={null}>
      <SessionAccountLinks className={className} />
    </Suspense>
  );
}
