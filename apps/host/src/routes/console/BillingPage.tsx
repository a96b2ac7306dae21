import { InvoicesTable } from '@mediakit/tool-invoices';
import { ConsolePage } from './ConsolePage';

export default function BillingPage() {
  return (
    <ConsolePage title="Billing & Invoices" visibleTitle>
      <InvoicesTable pageSize={20} allowPay />
    </ConsolePage>
  );
}
