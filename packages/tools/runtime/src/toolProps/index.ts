export type { SharedPartsMessages, ToolOptions, ToolViewProps } from './toolProps';
export { sharedMessagesWithBuyCredits } from './sharedMessagesWithBuyCredits';
