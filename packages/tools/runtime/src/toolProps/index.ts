export type { MediaResult, SharedPartsMessages, ToolOptions, ToolViewProps } from './toolProps';
export { sharedMessagesWithBuyCredits } from './sharedMessagesWithBuyCredits';
