import type { SharedPartsMessages } from './toolProps';

/**
 * The view's wording for the shared parts, with the tool's own 'Buy credits' text in the cost badge and the status,
 * for a tool whose messages have one; what the view's `sharedMessages` say still wins.
 */
export function sharedMessagesWithBuyCredits(
  shared: SharedPartsMessages | undefined,
  buyCredits: string,
): SharedPartsMessages {
  return {
    ...shared,
    costBadge: { buyCredits, ...shared?.costBadge },
    status: { buyCredits, ...shared?.status },
  };
}
