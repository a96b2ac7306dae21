import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

export const productName = 'Mediakit';

/** What a route tells the shell about itself, through its `handle`. */
export interface HostRouteHandle {
  /** The page's name, shown in the document title as 'Text to Image · Mediakit'. */
  title?: string;
}

/** 'Text to Image · Mediakit', or the product name alone for untitled pages. */
export function documentTitle(title?: string): string {
  return title ? `${title} · ${productName}` : productName;
}

function titleOf(handle: unknown): string | undefined {
  if (!handle || typeof handle !== 'object' || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' && handle.title !== '' ? handle.title : undefined;
}

/** Keeps `document.title` in step with the deepest matched route that has a title. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches
    .map((match) => titleOf(match.handle))
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
