import { lazy } from 'react';
import { Deferred } from './DeferredSection';
import * as styles from './public.css';

// The plans and credit packs come from the one table of plans (`@mediakit/api-client/plans`), which is not part of
// the first load of / (issue #20: <= 90 kB, and no lazy chunk for the first view): on the pricing page, where it is the
// content, it loads right after the first paint (`now`); on the landing page when its place comes near the screen.
// The cards' places in the same grid are kept meanwhile, so nothing below moves when they arrive.
const PricingGrids = lazy(() => import('./PlanCards'));
/** Four plans and four packs: only the space kept for them depends on it, not what is shown. */
const reservedCards = 4;

export function PricingCards({
  headingLevel = 3,
  packs = false,
  now = false,
}: {
  headingLevel?: 2 | 3;
  packs?: boolean;
  now?: boolean;
}) {
  return (
    <Deferred
      now={now}
      fallback={
        <div className={styles.pricing} aria-hidden="true">
          {Array.from({ length: reservedCards }, (_, index) => (
            <div key={index} className={packs ? styles.packReserved : styles.planReserved} />
          ))}
        </div>
      }
    >
      <PricingGrids headingLevel={headingLevel} packs={packs} />
    </Deferred>
  );
}
