import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/RootLayout';
import { SiteLoading } from '../layout/SiteLoading';
import FaqPage from '../public/FaqPage';
import { LandingPage } from '../public/LandingPage';
import PricingPage from '../public/PricingPage';
import { PublicLayout } from '../public/PublicLayout';
import { Titled } from './documentTitle';

// react-router in declarative mode (`useRoutes`): its data router (createBrowserRouter, route `lazy`, loaders) is
// 33 kB gzipped against 14 kB for this, and the landing page's first load has 90 kB in all (issue #20). Pages load
// with React.lazy; the connected part (API client, session, tools runtime, react-aria) loads with the first page
// that needs it, and the signed-in areas as one lazy piece (./SignedInArea). Pricing and FAQ are built from the
// landing page's parts (under 1 kB more): loaded lazily, their arrival pushed the footer down (layout shift 0.79).

const ConnectedRoot = lazy(() => import('../layout/ConnectedRoot'));
const SignedInArea = lazy(() => import('./SignedInArea'));

/** A page under its title, with a loading line until its code arrives. */
function page(title: string, Page: LazyExoticComponent<ComponentType> | ComponentType) {
  return (
    <Titled title={title}>
      <Suspense fallback={<SiteLoading />}>
        <Page />
      </Suspense>
    </Titled>
  );
}

const UnauthorizedPage = lazy(() => import('../public/UnauthorizedPage'));
const SignInPage = lazy(() => import('./SignInPage'));
const SignUpPage = lazy(() => import('./SignUpPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const PasswordResetPage = lazy(() => import('./PasswordResetPage'));
const TextImagePage = lazy(() => import('../public/TextImagePage'));
const ProductVideoPage = lazy(() => import('../public/ProductVideoPage'));

const signedInArea = (area: 'user' | 'admin'): RouteObject => ({
  path: `${area}/*`,
  element: (
    <Suspense fallback={<SiteLoading />}>
      <SignedInArea area={area} />
    </Suspense>
  ),
});

/**
 * Spec 000, section 2. The public site (header and footer) holds the landing page, pricing, FAQ, sign-in and
 * sign-up; the user and admin areas sit behind their guards, and their shell and every tool load only when someone
 * signed in opens them.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: page('', LandingPage) },
          { path: 'pricing', element: page('Pricing', PricingPage) },
          { path: 'faq', element: page('FAQ', FaqPage) },
          // landing: /text-image and /product-video are not connected routes: their static parts show at once, and
          // only /text-image's studio loads the client and the runtime (Lighthouse, issue #18).
          { path: 'text-image', element: page('Text to Image studio', TextImagePage) },
          { path: 'product-video', element: page('Product video', ProductVideoPage) },
          { path: '*', element: page('Page not found', NotFoundPage) },
          // The test payment engine's checkout and card pages (signed in, any role), in the signed-in areas' chunk.
          {
            path: 'checkout/*',
            element: (
              <Suspense fallback={<SiteLoading />}>
                <SignedInArea area="checkout" />
              </Suspense>
            ),
          },
          {
            element: <ConnectedRoot />,
            children: [
              { path: 'unauthorized', element: page('Unauthorized', UnauthorizedPage) },
              { path: 'login', element: page('Sign in', SignInPage) },
              { path: 'signup', element: page('Create account', SignUpPage) },
              { path: 'forgot-password', element: page('Forgot password', PasswordResetPage) },
              { path: 'reset-password', element: page('Reset password', PasswordResetPage) },
            ],
          },
        ],
      },
      signedInArea('user'),
      signedInArea('admin'),
    ],
  },
];
