import { useSession } from '@mediakit/tool-runtime';
import { AppShell, Sidebar } from '@mediakit/ui';
import { Suspense } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { isDemo } from '../client';
import { useDocumentTitle } from '../routes/documentTitle';
import { activeSidebarItem, hostSidebarSections } from './hostSidebar';
import * as styles from './HostLayout.css';
import { HostTopBar } from './HostTopBar';
import { PageLoading } from './PageLoading';

const sections = hostSidebarSections();

export function HostLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const session = useSession();
  useDocumentTitle();
  const user = session.status === 'signed-in' ? session.user : undefined;

  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <div className={styles.frame}>
        {isDemo && (
          <p className={styles.banner} role="note">
            Demo data: this app runs on an in-memory fake backend. Nothing you do here is saved.
          </p>
        )}
        <AppShell
          className={styles.shell}
          locationKey={location.pathname}
          sidebar={
            <Sidebar
              sections={sections}
              userRole={user?.role}
              userPlan={user?.plan}
              activeId={activeSidebarItem(location.pathname)}
            />
          }
          topBar={<HostTopBar />}
        >
          {/* A tool's package is loading: the current page stays until it arrives. */}
          {navigation.state === 'loading' && <PageLoading />}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </AppShell>
      </div>
    </AriaRouterProvider>
  );
}
