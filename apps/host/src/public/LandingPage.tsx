import { CtaLink } from './CtaLink';
import { DeferredSection } from './DeferredSection';
import { toolRoutes } from '../routes/toolRoutes';
import { AllQuestionsLink, FaqList } from './FaqList';
import { MiniStudioSection } from './MiniStudioSection';
import { PricingCards } from './PricingCards';
import { SiteLink } from './SiteLink';
import { faqEntries } from './plans';
import { toolDescriptions } from './productLinks';
import * as styles from './public.css';

/** What the hero's figures say: facts of the product, not sample numbers. */
const stats = [
  { value: String(toolRoutes.length), label: 'AI tools in one place' },
  { value: '50', label: 'free credits to start' },
  { value: '1', label: 'credit balance for every tool' },
];

const audiences = [
  {
    title: 'Marketers',
    text: 'Campaign images, product videos and voice-overs without waiting for a studio.',
  },
  {
    title: 'Developers',
    text: 'Every tool is a React package over a typed API client: embed one tool or all of them.',
  },
  {
    title: 'Designers',
    text: 'Remove backgrounds, edit with words, enhance and upscale, then take the files into your own tools.',
  },
];

/** The landing page (spec 000, section 2). */
export function LandingPage() {
  return (
    <>
      <section className={`${styles.section} ${styles.hero}`} aria-labelledby="hero-title">
        <h1 id="hero-title" className={styles.heroTitle}>
          Create AI images, video and speech in one place
        </h1>
        <p className={styles.lead}>
          Generate, edit and manage AI media for marketing, products and apps, and pay per generation with credits.
        </p>
        <div className={styles.actions}>
          <CtaLink href="/signup">Get started free</CtaLink>
          <CtaLink href="/pricing" variant="secondary">
            See pricing
          </CtaLink>
        </div>
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="capabilities-title">
        <h2 id="capabilities-title" className={styles.sectionTitle}>
          Everything you need to create
        </h2>
        <p className={styles.sectionLead}>
          Each tool makes a real output from your input and charges its credits once.
        </p>
        <ul className={styles.grid}>
          {toolRoutes.map((tool) => (
            <li key={tool.path} className={styles.tile}>
              <span className={styles.tileIcon} aria-hidden="true">
                {tool.icon}
              </span>
              <h3 className={styles.tileTitle}>
                <SiteLink href={`/user/${tool.path}`}>{tool.label}</SiteLink>
              </h3>
              <p className={styles.tileText}>{toolDescriptions[tool.path]}</p>
            </li>
          ))}
        </ul>
      </section>

      <DeferredSection part="how" />

      <section id="audience" className={styles.section} aria-labelledby="audience-title">
        <h2 id="audience-title" className={styles.sectionTitle}>
          Made for marketers, developers and designers
        </h2>
        <p className={styles.sectionLead}>One account, one credit balance, every kind of media.</p>
        <ul className={styles.grid}>
          {audiences.map((audience) => (
            <li key={audience.title} className={styles.tile}>
              <h3 className={styles.tileTitle}>{audience.title}</h3>
              <p className={styles.tileText}>{audience.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <DeferredSection part="proof" />

      <MiniStudioSection />

      <section className={styles.section} aria-labelledby="pricing-title">
        <h2 id="pricing-title" className={styles.sectionTitle}>
          Simple pricing
        </h2>
        <p className={styles.sectionLead}>Start free; upgrade when you need more credits.</p>
        <PricingCards />
      </section>

      <section className={`${styles.section} ${styles.narrow}`} aria-labelledby="faq-title">
        <h2 id="faq-title" className={styles.sectionTitle}>
          Frequently asked questions
        </h2>
        <FaqList entries={faqEntries.slice(0, 3)} />
        <AllQuestionsLink />
      </section>
    </>
  );
}
