import { UsageScreen } from '@mediakit/tool-usage';
import { ConsolePage } from './ConsolePage';

export default function UsagePage() {
  return (
    <ConsolePage title="Usage" visibleTitle>
      <UsageScreen managePlanHref="/user/billing" usageHref="/user/usage" projectsHref="/user/projects" />
    </ConsolePage>
  );
}
