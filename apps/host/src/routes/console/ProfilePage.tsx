import { AccountSettings } from '@mediakit/tool-account';
import { useSession } from '@mediakit/tool-runtime';
import { useNavigate } from 'react-router-dom';
import { useGoToPayment } from '../../layout/paymentNavigation';
import { ConsolePage } from './ConsolePage';

/** The account screen; a deleted account ends the session, and a saved profile refreshes the top bar's user. */
export default function ProfilePage() {
  const goToPayment = useGoToPayment();
  const session = useSession();
  const navigate = useNavigate();
  return (
    <ConsolePage title="Profile">
      <AccountSettings
        onCheckout={goToPayment}
        onDeleted={() => {
          void session.signOut().then(() => navigate('/', { replace: true }));
        }}
        onProfileChange={() => void session.restore()}
      />
    </ConsolePage>
  );
}
