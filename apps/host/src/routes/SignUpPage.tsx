import { SignUpForm } from '@mediakit/tool-account/sign-in';
import { useToast } from '@mediakit/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import * as styles from '../layout/HostLayout.css';
import { readAuthLocationState, afterSignIn, type AuthLocationState } from './authLocation';

/**
 * Creates an account. When the backend signs the new person in, they go straight on; otherwise to sign-in with
 * their email filled in, so only the password is left to type.
 */
export function SignUpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { from } = readAuthLocationState(location.state);
  return (
    <section className={styles.authPage}>
      <h1 className={styles.visuallyHidden}>Create account</h1>
      <SignUpForm
        signInHref="/login"
        onSignedUp={({ email, user }, message) => {
          toast.success(message);
          if (user) void navigate(afterSignIn(user, from), { replace: true });
          else void navigate('/login', { state: { email, from } satisfies AuthLocationState });
        }}
      />
    </section>
  );
}

export default SignUpPage;
