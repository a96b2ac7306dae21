import { useEffect, type ReactNode } from 'react';

export const productName = 'Mediakit';

/** 'Text to Image · Mediakit', or the product name alone for untitled pages. */
export function documentTitle(title?: string): string {
  return title ? `${title} · ${productName}` : productName;
}

/** Sets `document.title` for the page it wraps: the route's leaf page names itself. */
export function Titled({ title, children }: { title?: string; children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return children;
}
