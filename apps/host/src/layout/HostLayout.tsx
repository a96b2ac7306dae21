import { shellPlanOf } from '@mediakit/api-client/plans';
import { browserStorage, readStoredJson, useSession, writeStoredJson } from '@mediakit/tool-runtime';
import { AppShell, Sidebar, useToast } from '@mediakit/ui';
import { Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import { isDemo } from '../client';
import { DemoBanner } from './DemoBanner';
import { activeSidebarItem, hostSidebarSections, type HostArea } from './hostSidebar';
import * as styles from './HostLayout.css';
import { HostTopBar } from './HostTopBar';
import type { ConsoleOutletContext } from './TopBarExtras';
import { PageLoading } from './PageLoading';

/** The spec's success toasts for logging out (000, section 8). */
const logoutMessages: Record<HostArea, string> = { user: 'Logout success', admin: 'Admin Logout Success' };

/** Signs out, says so, and goes to the public home page. */
export function useLogout(area: HostArea): () => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  return async () => {
    // The runtime's session calls the client's auth.logout and forgets the user even when the server call fails.
    await session.signOut();
    toast.success(logoutMessages[area]);
    await navigate('/');
  };
}

/** The sidebar as the person last left it (collapsed or not); unset until they choose, when the width decides. */
const sidebarChoiceKey = 'mediakit.sidebar-collapsed';

function useRememberedSidebarChoice() {
  const [initial] = useState(() => {
    const stored = readStoredJson(browserStorage('localStorage'), sidebarChoiceKey);
    return typeof stored === 'boolean' ? stored : undefined;
  });
  const remember = (collapsed: boolean) => writeStoredJson(browserStorage('localStorage'), sidebarChoiceKey, collapsed);
  return { defaultSidebarCollapsed: initial, onSidebarCollapsedChange: remember };
}

/** The signed-in areas' frame: collapsible sidebar (a drawer on phones), top bar, the page. */
export function HostLayout({ area }: { area: HostArea }) {
  const location = useLocation();
  const session = useSession();
  const logout = useLogout(area);
  const user = session.status === 'signed-in' ? session.user : undefined;
  const sections = hostSidebarSections(area, { onLogout: () => void logout() });
  const consoleContext = useOutletContext<ConsoleOutletContext | undefined>();
  const extras = consoleContext?.topBarExtras;
  const sidebarChoice = useRememberedSidebarChoice();

  return (
    <div className={styles.frame}>
      {isDemo && <DemoBanner />}
      <AppShell
        className={styles.shell}
        locationKey={location.pathname}
        {...sidebarChoice}
        sidebar={
          <Sidebar
            sections={sections}
            userRole={user?.role}
            // The sidebar ranks plans in the shell's reading (free < pro < pro_plus < enterprise): mapped once.
            userPlan={shellPlanOf(user?.plan)}
            activeId={activeSidebarItem(location.pathname)}
          />
        }
        topBar={<HostTopBar area={area} onLogout={() => void logout()} sections={sections} extras={extras} />}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet context={consoleContext} />
        </Suspense>
      </AppShell>
    </div>
  );
}

export default HostLayout;
