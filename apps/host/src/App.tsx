import { MediakitProvider } from '@mediakit/tool-runtime';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { client } from './client';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <MediakitProvider client={client}>
      <RouterProvider router={router} />
    </MediakitProvider>
  );
}
