import { isApiError } from '@mediakit/api-client';
import { TestCards, TestCheckout } from '@mediakit/tool-checkout';
import { useSession } from '@mediakit/tool-runtime';
import { useConsoleClient } from '@mediakit/console-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { RouterLink } from '../RouterLink';
import { useGoToPayment } from '../layout/paymentNavigation';
import { homeOf } from './authLocation';
import ConnectedRoot from '../layout/ConnectedRoot';
import { PageLoading } from '../layout/PageLoading';
import { visuallyHidden } from '../layout/HostLayout.css';
import * as styles from '../public/public.css';
import { Titled } from './documentTitle';
import { RequireSession } from './RequireSession';

const ConsoleRoot = lazy(() => import('./ConsoleRoot'));

// Only the router APIs the first load already has (useLocation, not useParams, useSearchParams or Link): react-router
// lives in the first load's chunk, and every API of it used anywhere is kept there.
const useSearch = () => new URLSearchParams(useLocation().search);

function CheckoutPage() {
  const id = decodeURIComponent(useLocation().pathname.split('/').pop() ?? '');
  const goTo = useGoToPayment();
  return (
    <Titled title="Checkout">
      <section className={`${styles.section} ${styles.narrow}`}>
        <h1 className={visuallyHidden}>Checkout</h1>
        <TestCheckout sessionId={id} onDone={goTo} />
      </section>
    </Titled>
  );
}

/**
 * The pricing page's "Buy" and "Choose <plan>": starts the checkout of that pack or plan (signing in first when
 * needed) and goes to the payment engine's page; back to the person's dashboard afterwards.
 */
function BuyPage() {
  const search = useSearch();
  const client = useConsoleClient();
  const session = useSession();
  const [failure, setFailure] = useState<string>();
  const goTo = useGoToPayment();
  const pack = search.get('pack');
  const plan = search.get('plan');
  useEffect(() => {
    const controller = new AbortController();
    const returnUrl = new URL(session.user ? homeOf(session.user) : '/', window.location.origin).toString();
    const purchase = pack ? { pack, returnUrl } : { plan: plan ?? '', returnUrl };
    client.billing.checkout(purchase, { signal: controller.signal }).then(
      ({ url }) => goTo(url),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure(
          isApiError(error) && error.kind === 'invalid-input' && error.serverMessage
            ? error.serverMessage
            : 'The checkout could not be opened. Try again.',
        );
      },
    );
    return () => controller.abort();
  }, [client, goTo, pack, plan, session.user]);
  return (
    <Titled title="Checkout">
      <section className={`${styles.section} ${styles.narrow}`}>
        <h1 className={styles.sectionTitle}>Checkout</h1>
        {failure ? (
          <p role="alert">
            {failure} <RouterLink to="/pricing">Back to pricing</RouterLink>
          </p>
        ) : (
          <p role="status">Opening the checkout…</p>
        )}
      </section>
    </Titled>
  );
}

/** Only a page of this site is a place to go back to (no open redirect through the card page). */
function sameOriginPath(value: string | null) {
  if (!value) return undefined;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

function CardsPage() {
  const search = useSearch();
  return (
    <Titled title="Payment cards">
      <section className={`${styles.section} ${styles.narrow}`}>
        <h1 className={visuallyHidden}>Payment cards</h1>
        <TestCards returnUrl={sameOriginPath(search.get('return')) ?? '/'} />
      </section>
    </Titled>
  );
}

/**
 * The built-in test payment engine's pages (what Stripe's hosted Checkout and Customer Portal are with Stripe):
 * /checkout/:id and /checkout/cards, for anyone signed in (users and administrators alike), in the public site's frame.
 */
export default function PaymentArea() {
  return useRoutes([
    {
      element: <ConnectedRoot />,
      children: [
        {
          element: <RequireSession />,
          children: [
            {
              element: (
                <Suspense fallback={<PageLoading />}>
                  <ConsoleRoot />
                </Suspense>
              ),
              children: [
                { path: 'cards', element: <CardsPage /> },
                { path: 'buy', element: <BuyPage /> },
                { path: ':id', element: <CheckoutPage /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
