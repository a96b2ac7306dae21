import { Projects } from '@mediakit/tool-admin-jobs';
import { ConsolePage } from './ConsolePage';

export default function ProjectsPage() {
  return (
    <ConsolePage title="Projects">
      <Projects />
    </ConsolePage>
  );
}
