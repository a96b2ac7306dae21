export { ToolLayout, type ToolLayoutProps, type ToolLayoutRun } from './ToolLayout';
