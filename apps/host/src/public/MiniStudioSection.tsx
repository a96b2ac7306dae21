import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { Deferred } from './DeferredSection';
import * as styles from './public.css';
import * as mini from './miniStudioFrame.css';

// The studio's code (the API client, the tools' runtime, two tools' hooks, react-aria) is not part of the landing
// page's first load (issue #20: <= 90 kB): it loads when the section comes near the screen, when the visitor tabs
// into it, or at once when sign-in brings them back to it (`/#studio`, see MiniStudio).
const MiniStudio = lazy(() => import('./MiniStudio'));

/** The landing page's "Try it now" section: its title at once, the mini-studio when it is needed. */
export function MiniStudioSection() {
  return (
    <section id="studio" className={styles.section} aria-labelledby="studio-title">
      <h2 id="studio-title" className={styles.sectionTitle}>
        Try it now
      </h2>
      <p className={styles.sectionLead}>
        Write a prompt, then generate an image, or a short video of your newest picture.
      </p>
      <Deferred
        now={useLocation().hash === '#studio'}
        fallback={
          <div className={mini.frame}>
            <p className={mini.waiting}>Loading the studio…</p>
          </div>
        }
      >
        <MiniStudio />
      </Deferred>
    </section>
  );
}
