import { useSession } from '@mediakit/tool-runtime';
import { CtaLink } from './CtaLink';
import { homeOf } from '../routes/authLocation';
import * as styles from './public.css';

/** Where a non-administrator who opens the admin area lands (spec 000, section 2). */
export default function UnauthorizedPage() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  return (
    <section className={`${styles.section} ${styles.narrow} ${styles.center}`} aria-labelledby="unauthorized-title">
      <h1 id="unauthorized-title" className={styles.pageTitle}>
        Unauthorized
      </h1>
      <p className={styles.lead}>The admin area is for administrators. Your account cannot open this page.</p>
      <div className={styles.actions}>
        <CtaLink href={user ? homeOf(user) : '/login'}>{user ? 'Go to your dashboard' : 'Sign in'}</CtaLink>
        <CtaLink href="/" variant="secondary">
          Home
        </CtaLink>
      </div>
    </section>
  );
}
