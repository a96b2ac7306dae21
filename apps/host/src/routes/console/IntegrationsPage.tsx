import { Integrations } from '@mediakit/tool-integrations';
import { ConsolePage } from './ConsolePage';

export default function IntegrationsPage() {
  return (
    <ConsolePage title="Integrations">
      <Integrations />
    </ConsolePage>
  );
}
