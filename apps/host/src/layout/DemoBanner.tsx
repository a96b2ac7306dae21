import * as styles from './DemoBanner.css';

/** `pnpm start:demo` runs on the in-memory fake: every page says so. */
export function DemoBanner() {
  return (
    <p className={styles.banner} role="note">
      Demo data: this app runs on an in-memory fake backend. Nothing you do here is saved.
    </p>
  );
}
