import { ResetPasswordForm } from '@mediakit/tool-runtime';
import { useToast } from '@mediakit/ui';
import { useSearchParams } from 'react-router-dom';
import * as styles from '../layout/HostLayout.css';

/** The reset e-mail's link (`/reset-password?token=…`): a new password, then on to sign in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const toast = useToast();
  return (
    <section className={styles.authPage}>
      <h1 className={styles.visuallyHidden}>Reset password</h1>
      <ResetPasswordForm
        token={params.get('token')}
        signInHref="/login"
        forgotPasswordHref="/forgot-password"
        onReset={(message) => toast.success(message)}
      />
    </section>
  );
}

export default ResetPasswordPage;
