import type { SidebarItem, SidebarSection } from '@mediakit/ui';
import { toolRoutes, type ToolRoute } from '../routes/toolRoutes';
import {
  CardIcon,
  ChartIcon,
  DashboardIcon,
  FolderIcon,
  KeyIcon,
  ListIcon,
  LogoutIcon,
  MailIcon,
  MediaIcon,
  UserIcon,
  UsersIcon,
} from './sidebarIcons';

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

/** The console pages of each area (besides the dashboard and the tools), in the spec's order, by section. */
const consoleItems: Record<HostArea, Record<'overview' | 'admin' | 'account', SidebarItem[]>> = {
  user: {
    overview: [
      { id: 'media', label: 'Media Library', href: '/user/media', icon: <MediaIcon /> },
      { id: 'usage', label: 'Usage', href: '/user/usage', icon: <ChartIcon /> },
      { id: 'projects', label: 'Projects', href: '/user/projects', icon: <FolderIcon /> },
    ],
    admin: [],
    account: [
      { id: 'profile', label: 'Profile', href: '/user/profile', icon: <UserIcon /> },
      { id: 'billing', label: 'Billing & Invoice', href: '/user/billing', icon: <CardIcon /> },
    ],
  },
  // The admin sidebar of spec 000 (Overview, Models, Datasets, Jobs, API Keys, Billing, Settings, User): the items we
  // build, each needing the admin role (section 6); Models, Datasets, Settings and System Logs are not built.
  admin: {
    overview: [],
    admin: [
      { id: 'jobs', label: 'Jobs', href: '/admin/jobs', icon: <ListIcon />, minRole: 'admin' },
      { id: 'api-keys', label: 'API Keys', href: '/admin/api-keys', icon: <KeyIcon />, minRole: 'admin' },
      { id: 'billing', label: 'Billing', href: '/admin/billing', icon: <CardIcon />, minRole: 'admin' },
      { id: 'users', label: 'Users', href: '/admin/user', icon: <UsersIcon />, minRole: 'admin' },
      // host-bell: the development outbox (what the server e-mailed)
      { id: 'outbox', label: 'Outbox', href: '/admin/outbox', icon: <MailIcon />, minRole: 'admin' },
    ],
    // The spec's account links: Profile, Billing & Invoices, Notifications, Media Library (the ones that exist).
    account: [
      { id: 'profile', label: 'Profile', href: '/admin/profile', icon: <UserIcon /> },
      { id: 'media', label: 'Media Library', href: '/admin/media', icon: <MediaIcon /> },
    ],
  },
};

/**
 * The spec's sidebar (000, section 2): Overview, Create, Admin, Account. Only pages that exist are listed. Create holds
 * every tool, each needing at least the free plan (section 6); administrators are kept out of the user area by the
 * guard, so their sidebar has no Create section, and users' has no Admin section. The Sidebar hides empty sections
 * and the items the user's role or plan does not reach.
 */
export function hostSidebarSections(
  area: HostArea,
  { onLogout }: { onLogout: () => void },
  tools: readonly ToolRoute[] = toolRoutes,
): SidebarSection[] {
  const pages = consoleItems[area];
  return [
    {
      id: 'overview',
      title: 'Overview',
      items: [
        { id: dashboardItemId, label: 'Dashboard', href: dashboardHref(area), icon: <DashboardIcon /> },
        ...pages.overview,
      ],
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
    { id: 'admin', title: 'Admin', items: pages.admin },
    {
      id: 'account',
      title: 'Account',
      items: [...pages.account, { id: logoutItemId, label: 'Logout', onAction: onLogout, icon: <LogoutIcon /> }],
    },
  ];
}

/** The sidebar item of the page at `pathname`: the dashboard, a console page's or a tool's own item, or none (404). */
export function activeSidebarItem(pathname: string, tools: readonly ToolRoute[] = toolRoutes): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/user/dashboard' || path === '/admin/dashboard' || path === '/admin') return dashboardItemId;
  for (const area of ['user', 'admin'] as const) {
    const items = Object.values(consoleItems[area]).flat();
    const page = items.find((item) => item.href === path);
    if (page) return page.id;
  }
  return tools.find((tool) => toolHref(tool) === path)?.path;
}
