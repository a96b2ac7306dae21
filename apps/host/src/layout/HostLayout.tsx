import { Suspense } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { isDemo } from '../client';
import * as styles from './HostLayout.css';

export function HostLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      {isDemo && (
        <p className={styles.banner} role="note">
          Demo data: this app runs on an in-memory fake backend. Nothing you do here is saved.
        </p>
      )}
      <main className={styles.main}>
        <Suspense fallback={<p>Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </AriaRouterProvider>
  );
}
