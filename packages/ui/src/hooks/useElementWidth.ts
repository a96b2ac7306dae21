import { useLayoutEffect, useState } from 'react';

/**
 * The element's content width in whole CSS pixels, followed as it changes: pass the first value as its `ref`; the
 * third is the element once attached. Measured before paint, so nothing shows for a frame at a width it does not
 * have. Undefined before layout (and in a DOM without layout); a width of 0 (the element hidden) keeps the last one.
 */
export function useElementWidth<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    if (!element) return;
    const measure = (measured: number) => {
      if (measured > 0) setWidth(Math.floor(measured));
    };
    measure(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => measure(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width, element] as const;
}
