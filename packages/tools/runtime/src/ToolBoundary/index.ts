export {
  ToolBoundary,
  toolBoundaryMessages,
  withToolBoundary,
  type ToolBoundaryMessages,
  type ToolBoundaryProps,
} from './ToolBoundary';
