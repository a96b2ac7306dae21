import { useHref, type To } from 'react-router-dom';

/** `https://…`, `mailto:…`, `//cdn…`: addresses outside the app, which the router must not resolve. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/**
 * react-router's `useHref` resolves every address against the current route, so a result's `https://…` link became
 * `/user/image/generate/https:/…`. External addresses pass through untouched; the hook is still called every time
 * (on a harmless '.') to keep the hooks' order.
 */
export function useHostHref(href: To): string {
  const external = typeof href === 'string' && isExternalHref(href);
  const resolved = useHref(external ? '.' : href);
  return external ? href : resolved;
}
