import { AdminBillingScreen } from '@mediakit/tool-admin-billing';
import { useGoToPayment } from '../../layout/paymentNavigation';
import { ConsolePage } from './ConsolePage';

export default function AdminBillingPage() {
  const goToPayment = useGoToPayment();
  return (
    <ConsolePage title="Billing" visibleTitle>
      <AdminBillingScreen onCheckout={goToPayment} />
    </ConsolePage>
  );
}
