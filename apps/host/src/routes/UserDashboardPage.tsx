import { Badge, Link } from '@mediakit/ui';
import {
  PlanUsage,
  RecentActivity,
  RecentProjects,
  UsageColumns,
  UsageLoadStatus,
  UsageOverview,
  useUsage,
} from '@mediakit/tool-usage';
import { CtaLink } from '../public/CtaLink';
import * as publicStyles from '../public/public.css';
import { toolDescriptions } from '../public/productLinks';
import * as styles from '../layout/HostLayout.css';
import { toolRoutes } from './toolRoutes';

/** Quick actions and core tools of spec 000, section 2 ('Dashboard (user)'): tools that exist, by their paths. */
const quickActions = [
  { label: 'New Chat', path: 'chat' },
  { label: 'Generate Image', path: 'image/generate' },
  { label: 'BG Remover', path: 'image/bg-remover' },
  { label: 'Video Upscale', path: 'video-upscale' },
];
const coreTools = ['chat', 'tts', 'image/generate', 'video', 'avatar', 'photo/edit'];

/**
 * The user's dashboard (spec 000, 'Dashboard (user)'): its title, quick actions, the usage package's stat tiles and
 * chart, core tools, recent activity beside plan and usage, and recent projects, all on one load of the usage data.
 */
export function UserDashboardPage() {
  const usage = useUsage();
  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className={styles.heading}>
        Welcome back
      </h1>
      <p className={styles.subtitle}>Build, generate, and manage your AI content from one place.</p>
      <nav aria-label="Quick actions" className={styles.quickActions}>
        {quickActions.map((action) => (
          <CtaLink key={action.path} href={`/user/${action.path}`} variant="secondary">
            {action.label}
          </CtaLink>
        ))}
      </nav>
      <UsageLoadStatus usage={usage} />
      <UsageOverview usage={usage} className={styles.spacedBlock} />
      <h2 className={styles.subheading}>Core tools</h2>
      <ul className={publicStyles.grid}>
        {coreTools.map((path) => {
          const tool = toolRoutes.find((route) => route.path === path);
          if (!tool) return null;
          return (
            <li key={path} className={publicStyles.tile} aria-labelledby={`core-${tool.path}`}>
              <span className={publicStyles.tileIcon} aria-hidden="true">
                {tool.icon}
              </span>
              <h3 id={`core-${tool.path}`} className={publicStyles.tileTitle}>
                {tool.label} {path === 'chat' && <Badge tone="accent">New</Badge>}
              </h3>
              <p className={publicStyles.tileText}>{toolDescriptions[path]}</p>
              <Link href={`/user/${path}`} variant="standalone" aria-label={`Open tool: ${tool.label}`}>
                Open tool
              </Link>
            </li>
          );
        })}
      </ul>
      <UsageColumns withActivity className={styles.spacedBlock}>
        <RecentActivity usage={usage} />
        <PlanUsage usage={usage} managePlanHref="/user/billing" usageHref="/user/usage" />
      </UsageColumns>
      <RecentProjects usage={usage} projectsHref="/user/projects" className={styles.spacedBlock} />
    </section>
  );
}

export default UserDashboardPage;
