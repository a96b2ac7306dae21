import type { ReactNode } from 'react';
import { promptTemplates, type PromptTemplate } from './textImageContent';
import * as styles from './public.css';
import * as studio from './studio.css';

/** `/text-image`'s templates, with the native page's or the studio's buttons for each. */
export function TemplateTiles({ actions }: { actions: (template: PromptTemplate, index: number) => ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="templates-title">
      <h2 id="templates-title" className={styles.sectionTitle}>
        Templates
      </h2>
      <p className={styles.sectionLead}>Start from a prompt and its settings, then make it yours.</p>
      <ul className={styles.grid}>
        {promptTemplates.map((template, index) => (
          <li key={template.title} className={styles.tile}>
            <h3 className={styles.tileTitle}>{template.title}</h3>
            <p className={styles.tileText}>{template.prompt}</p>
            <div className={studio.actions}>{actions(template, index)}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
