import { ApiKeys } from '@mediakit/tool-api-keys';
import { ConsolePage } from './ConsolePage';

export default function ApiKeysPage() {
  return (
    <ConsolePage title="API Keys">
      <ApiKeys />
    </ConsolePage>
  );
}
