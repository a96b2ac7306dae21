import type { RouteObject } from 'react-router-dom';
import { HostLayout } from '../layout/HostLayout';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';

/** Tool routes load their package on first visit, so the home page never downloads every tool. */
export const routes: RouteObject[] = [
  {
    element: <HostLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'user/chat', lazy: () => import('./ChatRoute') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
