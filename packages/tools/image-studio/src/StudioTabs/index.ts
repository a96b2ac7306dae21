export { StudioTabs, type StudioTabItem, type StudioTabsProps } from './StudioTabs';
