import { lazy } from 'react';
import { Deferred } from './DeferredSection';
import * as styles from './public.css';

// The plans and credit packs come from the one table of plans (`@mediakit/api-client/plans`), which is not part of
// the first load of / (issue #20: <= 90 kB): it loads right after the first paint (or when its place comes near the
// screen), in a box of the grid's height so nothing below moves when it arrives.
const PricingGrids = lazy(() => import('./PlanCards'));

export function PricingCards({ headingLevel = 3, packs = false }: { headingLevel?: 2 | 3; packs?: boolean }) {
  return (
    <Deferred now fallback={<div className={packs ? styles.packsReserved : styles.plansReserved} />}>
      <PricingGrids headingLevel={headingLevel} packs={packs} />
    </Deferred>
  );
}
