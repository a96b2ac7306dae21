import { ForgotPasswordForm, ResetPasswordForm } from '@mediakit/tool-account/sign-in';
import { useToast } from '@mediakit/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import * as styles from '../layout/HostLayout.css';
import { readAuthLocationState } from './authLocation';

// Both pages in one lazy piece: one import() less in the landing page's first load (its budget is 90 kB).

/** /forgot-password asks for the e-mail; its link opens /reset-password?token=…, which sets the new password. */
export function PasswordResetPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const toast = useToast();
  const forgot = location.pathname.endsWith('/forgot-password');
  return (
    <section className={styles.authPage}>
      <h1 className={styles.visuallyHidden}>{forgot ? 'Forgot password' : 'Reset password'}</h1>
      {forgot ? (
        <ForgotPasswordForm initialEmail={readAuthLocationState(location.state).email} signInHref="/login" />
      ) : (
        <ResetPasswordForm
          token={params.get('token')}
          signInHref="/login"
          forgotPasswordHref="/forgot-password"
          onReset={(message) => toast.success(message)}
        />
      )}
    </section>
  );
}

export default PasswordResetPage;
