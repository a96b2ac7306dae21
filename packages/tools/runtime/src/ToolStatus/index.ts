export { ToolStatus, toolStatusMessages, type ToolStatusMessages, type ToolStatusProps } from './ToolStatus';
