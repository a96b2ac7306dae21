import { Navigate, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../layout/PageLoading';
import { RootLayout } from '../layout/RootLayout';
import { PublicLayout } from '../public/PublicLayout';
import type { HostRouteHandle } from './documentTitle';
import { NotFoundPage } from './NotFoundPage';
import { RequireSession } from './RequireSession';
import { ToolPage } from './ToolPage';
import { toolRoutes } from './toolRoutes';

const notFound: RouteObject = { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } };

/** A page of the public site, loaded on first visit so the landing page carries only itself. */
function publicPage(path: string, title: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject {
  return {
    path,
    handle: { title } satisfies HostRouteHandle,
    lazy: async () => {
      const { default: Page } = await load();
      return { element: <Page /> };
    },
  };
}

/**
 * Spec 000, section 2. The public site (header and footer) holds the landing page, pricing, FAQ, sign-in and
 * sign-up; the user and admin areas sit behind their guards, and their shell (sidebar, menus, drawer) and every
 * tool load only when someone signed in opens them.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../public/LandingPage')).LandingPage }),
          },
          publicPage('pricing', 'Pricing', () => import('../public/PricingPage')),
          publicPage('faq', 'FAQ', () => import('../public/FaqPage')),
          publicPage('unauthorized', 'Unauthorized', () => import('../public/UnauthorizedPage')),
          {
            path: 'login',
            handle: { title: 'Sign in' } satisfies HostRouteHandle,
            lazy: async () => ({ Component: (await import('./SignInPage')).SignInPage }),
          },
          {
            path: 'signup',
            handle: { title: 'Create account' } satisfies HostRouteHandle,
            lazy: async () => ({ Component: (await import('./SignUpPage')).SignUpPage }),
          },
          notFound,
        ],
      },
      {
        path: 'user',
        element: <RequireSession area="user" />,
        children: [
          {
            lazy: async () => {
              const { HostLayout } = await import('../layout/HostLayout');
              return { element: <HostLayout area="user" /> };
            },
            children: [
              { index: true, element: <Navigate to="/user/dashboard" replace /> },
              {
                path: 'dashboard',
                handle: { title: 'Dashboard' } satisfies HostRouteHandle,
                lazy: async () => ({ Component: (await import('./UserDashboardPage')).UserDashboardPage }),
              },
              ...toolRoutes.map((tool): RouteObject => ({
                path: tool.path,
                handle: { title: tool.label } satisfies HostRouteHandle,
                lazy: async () => {
                  const Tool = await tool.load();
                  return { element: <ToolPage title={tool.label} Tool={Tool} /> };
                },
              })),
              notFound,
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireSession area="admin" />,
        children: [
          {
            lazy: async () => {
              const { HostLayout } = await import('../layout/HostLayout');
              return { element: <HostLayout area="admin" /> };
            },
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              {
                path: 'dashboard',
                handle: { title: 'Admin dashboard' } satisfies HostRouteHandle,
                lazy: async () => ({ Component: (await import('./AdminDashboardPage')).AdminDashboardPage }),
              },
              notFound,
            ],
          },
        ],
      },
    ],
  },
];
