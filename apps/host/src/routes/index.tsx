import type { RouteObject } from 'react-router-dom';
import { HostLayout } from '../layout/HostLayout';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { RequireSession } from './RequireSession';
import { toolRoutes } from './toolRoutes';

/** Tool routes load their package on first visit, so the home page never downloads every tool. */
export const routes: RouteObject[] = [
  {
    element: <HostLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'user',
        element: <RequireSession />,
        children: [
          { index: true, element: <HomePage /> },
          ...toolRoutes.map((tool): RouteObject => ({
            path: tool.path,
            lazy: async () => ({ Component: await tool.load() }),
          })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
