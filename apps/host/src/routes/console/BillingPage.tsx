import { InvoicesTable } from '@mediakit/tool-invoices';
import { useGoToPayment } from '../../layout/paymentNavigation';
import { ConsolePage } from './ConsolePage';

export default function BillingPage() {
  const goToPayment = useGoToPayment();
  return (
    <ConsolePage title="Billing & Invoices" visibleTitle>
      <InvoicesTable onCheckout={goToPayment} pageSize={20} allowPay />
    </ConsolePage>
  );
}
