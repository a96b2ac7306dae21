export {
  ToolLayout,
  type ToolLayoutMessages,
  type ToolLayoutProps,
  type ToolLayoutRun,
  type ToolLayoutTool,
} from './ToolLayout';
export { useToolView, type ToolView } from './toolView';
