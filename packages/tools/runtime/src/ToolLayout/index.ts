export { ToolLayout, type ToolLayoutProps } from './ToolLayout';
