import { ForgotPasswordForm } from '@mediakit/tool-runtime';
import { useLocation } from 'react-router-dom';
import * as styles from '../layout/HostLayout.css';
import { readAuthLocationState } from './authLocation';

/** Asks the server for a reset e-mail; its link opens /reset-password. */
export function ForgotPasswordPage() {
  const { email } = readAuthLocationState(useLocation().state);
  return (
    <section className={styles.authPage}>
      <h1 className={styles.visuallyHidden}>Forgot password</h1>
      <ForgotPasswordForm initialEmail={email} signInHref="/login" />
    </section>
  );
}

export default ForgotPasswordPage;
