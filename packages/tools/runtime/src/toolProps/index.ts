export type { SharedPartsMessages, ToolOptions, ToolViewProps } from './toolProps';
