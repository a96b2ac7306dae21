// Every entry brings the theme: tokens, theme classes and the isolation from the page's CSS.
import '../../theme/themes.css';

export { Sidebar, SidebarCollapsedContext, type SidebarItem, type SidebarProps, type SidebarSection } from './Sidebar';
export {
  PLAN_ORDER,
  ROLE_ORDER,
  filterSidebarSections,
  hasMinimumPlan,
  hasMinimumRole,
  type AccessRequirements,
  type Plan,
  type Role,
} from './access';
