export { ChatTool, type ChatToolProps } from './ChatTool';
