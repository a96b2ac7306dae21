import { Link } from 'react-router-dom';
import * as styles from '../layout/HostLayout.css';

export function NotFoundPage() {
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>Page not found</h1>
      <p>
        There is nothing at this address. <Link to="/">Go to the home page</Link>.
      </p>
    </section>
  );
}
