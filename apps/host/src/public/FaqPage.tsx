import { FaqList } from './FaqList';
import { faqEntries } from './plans';
import * as styles from './public.css';

export default function FaqPage() {
  return (
    <section className={`${styles.section} ${styles.narrow}`} aria-labelledby="faq-page-title">
      <h1 id="faq-page-title" className={`${styles.pageTitle} ${styles.center}`}>
        Frequently asked questions
      </h1>
      <p className={styles.sectionLead}>Credits, plans, your files and embedding the tools.</p>
      <FaqList entries={faqEntries} headingLevel={2} />
    </section>
  );
}
