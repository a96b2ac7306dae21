import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useOutletContext, useRoutes, type RouteObject } from 'react-router-dom';
import ConnectedRoot from '../layout/ConnectedRoot';
import { HostLayout } from '../layout/HostLayout';
import { PageLoading } from '../layout/PageLoading';
import type { HostArea } from '../layout/hostSidebar';
import type { ConsoleOutletContext } from '../layout/TopBarExtras';
import { Titled } from './documentTitle';
import { RequireSession } from './RequireSession';
import { toolLoaders } from './toolLoaders';
import { ToolPage } from './ToolPage';
import { toolRoutes } from './toolRoutes';

// The user and admin areas, loaded as one piece when someone opens /user or /admin: the guard, the shell (sidebar,
// menus, drawer) and the routes; each page and tool loads on its first visit.

const UserDashboardPage = lazy(() => import('./UserDashboardPage'));
const AdminDashboardPage = lazy(() => import('./AdminDashboardPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const ConsoleRoot = lazy(() => import('./ConsoleRoot'));
const MediaPage = lazy(() => import('./console/MediaPage'));
const AdminMediaPage = lazy(() => import('./console/AdminMediaPage'));
const UsagePage = lazy(() => import('./console/UsagePage'));
const BillingPage = lazy(() => import('./console/BillingPage'));
const ProjectsPage = lazy(() => import('./console/ProjectsPage'));
const ProfilePage = lazy(() => import('./console/ProfilePage'));
const AdminJobsPage = lazy(() => import('./console/AdminJobsPage'));
const AdminUsersPage = lazy(() => import('./console/AdminUsersPage'));
const AdminBillingPage = lazy(() => import('./console/AdminBillingPage'));
const ApiKeysPage = lazy(() => import('./console/ApiKeysPage'));
// integrations (#18)
const IntegrationsPage = lazy(() => import('./console/IntegrationsPage'));
// payments (#30): the test payment engine's pages, for anyone signed in.
const PaymentArea = lazy(() => import('./PaymentArea'));

/** Each tool's page: its package loads on first visit only. */
const toolPages = Object.fromEntries(
  toolRoutes.map((tool) => [
    tool.path,
    lazy(async () => {
      const load = toolLoaders[tool.path];
      if (!load) throw new Error(`No package for the tool at ${tool.path}`);
      const Tool = await load();
      return { default: () => <ToolPage title={tool.label} Tool={Tool} /> };
    }),
  ]),
);

/**
 * host-bell: a page that comes in ConsoleRoot's chunk (through the outlet context the shell passes on), not a lazy chunk
 * of its own: every chunk's file name lands in the preload map of the first load of `/`, which is at its 90 kB.
 */
function FromConsoleRoot({ page: name }: { page: keyof ConsoleOutletContext['pages'] }) {
  const Page = useOutletContext<ConsoleOutletContext | undefined>()?.pages[name];
  return Page ? <Page /> : null;
}

function page(title: string, Page: LazyExoticComponent<ComponentType>) {
  return (
    <Titled title={title}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </Titled>
  );
}

const areaRoutes: Record<HostArea, RouteObject[]> = {
  user: [
    { index: true, element: <Navigate to="/user/dashboard" replace /> },
    { path: 'dashboard', element: page('Dashboard', UserDashboardPage) },
    // The spec's link to Text to Image (spec 000, 'Dashboard (user)'); the tool's own address is image/generate.
    { path: 'image', element: <Navigate to="/user/image/generate" replace /> },
    { path: 'media', element: page('Media Library', MediaPage) },
    { path: 'usage', element: page('Usage', UsagePage) },
    { path: 'billing', element: page('Billing & Invoices', BillingPage) },
    { path: 'projects', element: page('Projects', ProjectsPage) },
    { path: 'profile', element: page('Profile', ProfilePage) },
    // integrations (#18)
    { path: 'settings/integrations', element: page('Integrations', IntegrationsPage) },
    ...toolRoutes.map((tool): RouteObject => ({ path: tool.path, element: page(tool.label, toolPages[tool.path]!) })),
  ],
  admin: [
    { index: true, element: <Navigate to="/admin/dashboard" replace /> },
    { path: 'dashboard', element: page('Admin dashboard', AdminDashboardPage) },
    { path: 'jobs', element: page('Jobs', AdminJobsPage) },
    { path: 'api-keys', element: page('API Keys', ApiKeysPage) },
    { path: 'billing', element: page('Billing', AdminBillingPage) },
    { path: 'user', element: page('Users', AdminUsersPage) },
    { path: 'profile', element: page('Profile', ProfilePage) },
    // host-bell
    {
      path: 'outbox',
      element: (
        <Titled title="Outbox">
          <FromConsoleRoot page="AdminOutboxPage" />
        </Titled>
      ),
    },
    { path: 'media', element: page('Media Library', AdminMediaPage) },
  ],
};

/**
 * A signed-in area under /user or /admin: the connected root (client, session, theme provider), the guard of spec
 * 000, section 2, then the shell and the area's pages.
 */
export default function SignedInArea({ area }: { area: HostArea | 'checkout' }) {
  if (area === 'checkout') {
    return (
      <Suspense fallback={<PageLoading />}>
        <PaymentArea />
      </Suspense>
    );
  }
  return <SignedInRoutes area={area} />;
}

function SignedInRoutes({ area }: { area: HostArea }) {
  return useRoutes([
    {
      element: <ConnectedRoot />,
      children: [
        {
          element: <RequireSession area={area} />,
          children: [
            {
              element: (
                <Suspense fallback={<PageLoading />}>
                  <ConsoleRoot />
                </Suspense>
              ),
              children: [
                {
                  element: <HostLayout area={area} />,
                  children: [...areaRoutes[area], { path: '*', element: page('Page not found', NotFoundPage) }],
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
