import { useMemo, type ComponentProps } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { RouterContext } from './router';

export type RouterProviderProps = ComponentProps<typeof AriaRouterProvider>;

/**
 * Client-side navigation for every link inside: wrap the app once, `<RouterProvider navigate={navigate}
 * useHref={useHref}>`. Our `Link` navigates through it (modifier-clicks still open new tabs), and so do react-aria's
 * links inside it (menu items, the sidebar), for which it is react-aria's `RouterProvider` too.
 */
export function RouterProvider({ navigate, useHref, children }: RouterProviderProps) {
  const router = useMemo(
    () => ({
      navigate: (path: string) => navigate(path, undefined),
      useHref: useHref ?? ((href: string) => href),
    }),
    [navigate, useHref],
  );
  return (
    <AriaRouterProvider navigate={navigate} {...(useHref && { useHref })}>
      <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
    </AriaRouterProvider>
  );
}
