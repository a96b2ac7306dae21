import { AdminBillingScreen } from '@mediakit/tool-admin-billing';
import { ConsolePage } from './ConsolePage';

export default function AdminBillingPage() {
  return (
    <ConsolePage title="Billing" visibleTitle>
      <AdminBillingScreen />
    </ConsolePage>
  );
}
