import { AllQuestionsLink, FaqList } from './FaqList';
import { PricingCards } from './PricingCards';
import { faqEntries } from './plans';
import * as styles from './public.css';

export default function PricingPage() {
  return (
    <>
      <section className={`${styles.section} ${styles.hero}`} aria-labelledby="pricing-page-title">
        <h1 id="pricing-page-title" className={styles.pageTitle}>
          Pricing
        </h1>
        <p className={styles.lead}>Every plan includes every tool. Pay with credits; failed jobs are refunded.</p>
        <PricingCards headingLevel={2} now />
      </section>
      <section className={styles.section} aria-labelledby="pricing-packs-title">
        <h2 id="pricing-packs-title" className={styles.sectionTitle}>
          Credit packs
        </h2>
        <p className={styles.lead}>Need more than your plan gives? Buy a pack once; prices in US dollars.</p>
        <PricingCards headingLevel={3} packs now />
      </section>
      <section className={`${styles.section} ${styles.narrow}`} aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title" className={styles.sectionTitle}>
          Questions about plans
        </h2>
        <FaqList entries={faqEntries.filter((entry) => /credit|free|cancel/i.test(entry.question))} />
        <AllQuestionsLink />
      </section>
    </>
  );
}
