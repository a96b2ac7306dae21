import { CheckIcon } from '@mediakit/ui/Icon';
import { CtaLink } from './CtaLink';
import { plans } from './plans';
import * as styles from './public.css';

/** The three pricing cards, each with its way in. */
export function PlanCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.pricing}>
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={[styles.plan, plan.featured && styles.planFeatured].filter(Boolean).join(' ')}
          aria-labelledby={`plan-${plan.id}`}
        >
          <Heading id={`plan-${plan.id}`} className={styles.tileTitle}>
            {plan.name}
          </Heading>
          <p className={styles.price}>
            {plan.price} {plan.period && <span className={styles.pricePeriod}>{plan.period}</span>}
          </p>
          <p className={styles.tileText}>{plan.summary}</p>
          <ul className={styles.features}>
            {plan.features.map((feature) => (
              <li key={feature}>
                <CheckIcon className={styles.featureIcon} /> {feature}
              </li>
            ))}
          </ul>
          <CtaLink
            href="/signup"
            variant={plan.featured ? 'primary' : 'secondary'}
            aria-label={`Get started with ${plan.name}`}
          >
            Get started
          </CtaLink>
        </li>
      ))}
    </ul>
  );
}
