export { ToolFrame, type ToolFrameProps } from './ToolFrame';
