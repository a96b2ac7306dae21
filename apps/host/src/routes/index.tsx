import type { RouteObject } from 'react-router-dom';
import { HostLayout } from '../layout/HostLayout';
import { PageLoading } from '../layout/PageLoading';
import type { HostRouteHandle } from './documentTitle';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { RequireSession } from './RequireSession';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';
import { ToolPage } from './ToolPage';
import { toolRoutes } from './toolRoutes';

const notFoundHandle: HostRouteHandle = { title: 'Page not found' };
const signInHandle: HostRouteHandle = { title: 'Sign in' };
const signUpHandle: HostRouteHandle = { title: 'Create account' };

/** Tool routes load their package on first visit, so the home page never downloads every tool. */
export const routes: RouteObject[] = [
  {
    element: <HostLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <SignInPage />, handle: signInHandle },
      { path: 'signup', element: <SignUpPage />, handle: signUpHandle },
      {
        path: 'user',
        element: <RequireSession />,
        // Opening a tool's address directly: the shell shows at once while the tool's package loads.
        hydrateFallbackElement: <PageLoading />,
        children: [
          { index: true, element: <HomePage /> },
          ...toolRoutes.map((tool): RouteObject => ({
            path: tool.path,
            handle: { title: tool.label } satisfies HostRouteHandle,
            lazy: async () => {
              const Tool = await tool.load();
              return { element: <ToolPage title={tool.label} Tool={Tool} /> };
            },
          })),
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
    ],
  },
];
