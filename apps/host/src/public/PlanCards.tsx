import { creditPacks, featuredPlanId, formatPrice, planList, planPriceText } from '@mediakit/api-client/plans';
import { CheckIcon } from '@mediakit/ui/Icon';
import { CtaLink } from './CtaLink';
import * as styles from './public.css';

const credits = (count: number) => count.toLocaleString('en-US');

/**
 * The plans, from the one table of plans (`@mediakit/api-client/plans`) that the change-plan dialog, the profile,
 * the tools and billing read: the same names, prices and credits everywhere. Choosing one signs up, or (signed in)
 * opens the checkout of its first month.
 */
export function PlanCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.pricing}>
      {planList.map((plan) => {
        const featured = plan.id === featuredPlanId;
        const free = plan.monthlyPrice.USD === 0;
        return (
          <li
            key={plan.id}
            className={[styles.plan, featured && styles.planFeatured].filter(Boolean).join(' ')}
            aria-labelledby={`plan-${plan.id}`}
          >
            <Heading id={`plan-${plan.id}`} className={styles.tileTitle}>
              {plan.name}
            </Heading>
            <p className={styles.price}>
              {planPriceText(plan)} {!free && <span className={styles.pricePeriod}>a month</span>}
            </p>
            <p className={styles.tileText}>{plan.summary}</p>
            <ul className={styles.features}>
              {[
                free ? `${credits(plan.creditsPerMonth)} credits` : `${credits(plan.creditsPerMonth)} credits a month`,
                ...plan.features,
              ].map((feature) => (
                <li key={feature}>
                  <CheckIcon className={styles.featureIcon} /> {feature}
                </li>
              ))}
            </ul>
            <CtaLink
              href={free ? '/signup' : `/checkout/buy?plan=${plan.id}`}
              variant={featured ? 'primary' : 'secondary'}
              aria-label={free ? `Get started with ${plan.name}` : `Choose ${plan.name}`}
            >
              {free ? 'Get started' : `Choose ${plan.name}`}
            </CtaLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The plans, and on the pricing page the credit packs too (this module loads after the first paint: `PricingCards`). */
export default function PricingGrids({ headingLevel = 3, packs = false }: { headingLevel?: 2 | 3; packs?: boolean }) {
  return packs ? <CreditPacks headingLevel={headingLevel} /> : <PlanCards headingLevel={headingLevel} />;
}

/** The credit packs: the only amounts of credits one can buy (the credits menu's quick top-ups are the first three). */
export function CreditPacks({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.pricing} id="credit-packs">
      {creditPacks.map((pack) => (
        <li key={pack.id} className={styles.plan} aria-labelledby={`pack-${pack.id}`}>
          <Heading id={`pack-${pack.id}`} className={styles.tileTitle}>
            {credits(pack.credits)} credits
          </Heading>
          <p className={styles.price}>{formatPrice(pack.price.USD, 'USD')}</p>
          <p className={styles.tileText}>Once, no subscription. Credits never expire.</p>
          <CtaLink
            href={`/checkout/buy?pack=${pack.id}`}
            variant="secondary"
            aria-label={`Buy ${credits(pack.credits)} credits`}
          >
            Buy
          </CtaLink>
        </li>
      ))}
    </ul>
  );
}
