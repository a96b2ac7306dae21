import { AdminOutbox } from '@mediakit/tool-admin-outbox';
import { ConsolePage } from './ConsolePage';

export default function AdminOutboxPage() {
  return (
    <ConsolePage title="Outbox">
      <AdminOutbox />
    </ConsolePage>
  );
}
