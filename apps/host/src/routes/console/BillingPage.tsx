import { AccountSubscription } from '@mediakit/tool-account';
import { InvoicesTable } from '@mediakit/tool-invoices';
import { useGoToPayment } from '../../layout/paymentNavigation';
import * as styles from '../../layout/HostLayout.css';
import { ConsolePage } from './ConsolePage';

/** The plan (what the dashboard's "Manage plan" opens: change it, manage the cards), then the invoices. */
export default function BillingPage() {
  const goToPayment = useGoToPayment();
  return (
    <ConsolePage title="Billing & Invoices" visibleTitle>
      <AccountSubscription onCheckout={goToPayment} />
      <InvoicesTable onCheckout={goToPayment} pageSize={20} allowPay className={styles.spacedBlock} />
    </ConsolePage>
  );
}
