export type { JobToolViewProps, SharedPartsMessages, ToolOptions, ToolViewProps } from './toolProps';
