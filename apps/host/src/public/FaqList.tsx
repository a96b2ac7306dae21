import { ChevronDownIcon } from '@mediakit/ui/Icon';
import { SiteLink } from './SiteLink';
import type { FaqEntry } from './plans';
import * as styles from './public.css';

/** An accordion of questions: native disclosure elements, so it works by keyboard and without JavaScript. */
export function FaqList({ entries, headingLevel = 3 }: { entries: readonly FaqEntry[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.faq}>
      {entries.map((entry) => (
        <details key={entry.question} className={styles.faqItem}>
          <summary className={styles.faqQuestion}>
            <Heading className={styles.faqHeading}>{entry.question}</Heading>
            <ChevronDownIcon className={styles.faqChevron} />
          </summary>
          <p className={styles.faqAnswer}>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** Under a short list of questions: the way to all of them. */
export function AllQuestionsLink() {
  return (
    <p className={styles.center}>
      <SiteLink href="/faq" variant="standalone">
        All questions
      </SiteLink>
    </p>
  );
}
