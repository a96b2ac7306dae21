import { lazy } from 'react';
import { Deferred } from './DeferredSection';
import * as styles from './public.css';

// The plans and credit packs come from the one table of plans (`@mediakit/api-client/plans`), which is not part of
// the first load of / (issue #20: <= 90 kB, and no lazy chunk for the first view): on the pricing page, where it is the
// content, it loads right after the first paint (`now`); on the landing page when its place comes near the screen. A
// box of the grid's height is kept so nothing below moves when it arrives.
const PricingGrids = lazy(() => import('./PlanCards'));

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
    <Deferred now={now} fallback={<div className={packs ? styles.packsReserved : styles.plansReserved} />}>
      <PricingGrids headingLevel={headingLevel} packs={packs} />
    </Deferred>
  );
}
