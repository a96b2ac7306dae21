import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useIsConnected } from '../connection';

// The toast region (react-aria) loads with the connected part: only sign-in, sign-out and the tools raise toasts.
const Toasts = lazy(() => import('./Toasts'));

/** Every page's root: the page, and once the connected part has loaded, the one toast region. */
export function RootLayout() {
  const connected = useIsConnected();
  return (
    <>
      <Outlet />
      {connected && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </>
  );
}
