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
