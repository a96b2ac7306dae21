export type { ToolOptions, ToolViewProps } from './toolProps';
