import { RouterLink } from '../RouterLink';
import * as styles from '../layout/HostLayout.css';

export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>Page not found</h1>
      <p>
        There is nothing at this address. <RouterLink to="/">Go to the home page</RouterLink>.
      </p>
    </section>
  );
}

export default NotFoundPage;
