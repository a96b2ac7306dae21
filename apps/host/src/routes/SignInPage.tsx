import { SignInForm } from '@mediakit/tool-account/sign-in';
import { useToast } from '@mediakit/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import * as styles from '../layout/HostLayout.css';
import { rememberSignIn } from '../rememberedTokenStore';
import { readAuthLocationState, afterSignIn } from './authLocation';

/** Signs in, then goes back where the person was turned away from (or to the user area), replacing this page. */
export function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { from, email } = readAuthLocationState(location.state);
  return (
    <section className={styles.authPage}>
      <h1 className={styles.visuallyHidden}>Sign in</h1>
      <SignInForm
        initialEmail={email}
        signUpHref="/signup"
        forgotPasswordHref="/forgot-password"
        onRememberMeChange={rememberSignIn}
        onSignedIn={(user, message) => {
          toast.success(message);
          void navigate(afterSignIn(user, from), { replace: true });
        }}
      />
    </section>
  );
}

export default SignInPage;
