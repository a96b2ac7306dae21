import type { SidebarSection } from '@mediakit/ui';
import { toolRoutes, type ToolRoute } from '../routes/toolRoutes';
import { DashboardIcon, LogoutIcon } from './icons';

/** The two signed-in areas (spec 000, section 2): ordinary users under /user, administrators under /admin. */
export type HostArea = 'user' | 'admin';

export const dashboardItemId = 'dashboard';
export const logoutItemId = 'logout';

/** The address of a tool route. */
export function toolHref(tool: ToolRoute): string {
  return `/user/${tool.path}`;
}

export function dashboardHref(area: HostArea): string {
  return `/${area}/dashboard`;
}

/**
 * The spec's sidebar (000, section 2): Overview, Create, Account. Only pages that exist are listed; the console
 * pages (media library, billing, profile, admin tables) join as their packages land. Create holds every tool, each
 * needing at least the free plan (section 6); administrators are kept out of the user area by the guard, so their
 * sidebar has no Create section.
 */
export function hostSidebarSections(
  area: HostArea,
  { onLogout }: { onLogout: () => void },
  tools: readonly ToolRoute[] = toolRoutes,
): SidebarSection[] {
  return [
    {
      id: 'overview',
      title: 'Overview',
      items: [{ id: dashboardItemId, label: 'Dashboard', href: dashboardHref(area), icon: <DashboardIcon /> }],
    },
    {
      id: 'create',
      title: 'Create',
      items:
        area === 'user'
          ? tools.map((tool) => ({
              id: tool.path,
              label: tool.label,
              href: toolHref(tool),
              icon: tool.icon,
              minPlan: 'free' as const,
            }))
          : [],
    },
    {
      id: 'account',
      title: 'Account',
      items: [{ id: logoutItemId, label: 'Logout', onAction: onLogout, icon: <LogoutIcon /> }],
    },
  ];
}

/** The sidebar item of the page at `pathname`: the dashboard, a tool's own item, or none (404). */
export function activeSidebarItem(pathname: string, tools: readonly ToolRoute[] = toolRoutes): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/user/dashboard' || path === '/admin/dashboard' || path === '/admin') return dashboardItemId;
  return tools.find((tool) => toolHref(tool) === path)?.path;
}
