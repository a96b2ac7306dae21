import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import ConnectedRoot from '../layout/ConnectedRoot';
import { HostLayout } from '../layout/HostLayout';
import { PageLoading } from '../layout/PageLoading';
import type { HostArea } from '../layout/hostSidebar';
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
    ...toolRoutes.map((tool): RouteObject => ({ path: tool.path, element: page(tool.label, toolPages[tool.path]!) })),
  ],
  admin: [
    { index: true, element: <Navigate to="/admin/dashboard" replace /> },
    { path: 'dashboard', element: page('Admin dashboard', AdminDashboardPage) },
  ],
};

/**
 * A signed-in area under /user or /admin: the connected root (client, session, theme provider), the guard of spec
 * 000, section 2, then the shell and the area's pages.
 */
export default function SignedInArea({ area }: { area: HostArea }) {
  return useRoutes([
    {
      element: <ConnectedRoot />,
      children: [
        {
          element: <RequireSession area={area} />,
          children: [
            {
              element: <HostLayout area={area} />,
              children: [...areaRoutes[area], { path: '*', element: page('Page not found', NotFoundPage) }],
            },
          ],
        },
      ],
    },
  ]);
}
