import type { MediakitClient } from '@mediakit/api-client';
import { createContext, useContext } from 'react';
import type { SharedPartsMessages } from '../toolProps';

/** What a tool's view hands to the shared parts inside its layout: its client prop and the partner's wording. */
export interface ToolView {
  client?: MediakitClient | undefined;
  sharedMessages?: SharedPartsMessages | undefined;
  buyCreditsHref?: string | undefined;
  className?: string | undefined;
}

export const ToolViewContext = /* @__PURE__ */ createContext<ToolView>({});

/** The enclosing tool's view props (empty outside a ToolLayout): result actions and upload fields read them. */
export function useToolView(): ToolView {
  return useContext(ToolViewContext);
}
