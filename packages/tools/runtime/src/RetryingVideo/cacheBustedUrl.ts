/** The same URL with a retry marker, so the browser cannot answer a retry from a cached failure. */
export function cacheBustedUrl(src: string, attempt: number): string {
  if (attempt === 0) return src;
  const [withoutHash, hash] = src.split('#', 2) as [string, string | undefined];
  const separator = withoutHash.includes('?') ? '&' : '?';
  return `${withoutHash}${separator}mk_retry=${attempt}${hash === undefined ? '' : `#${hash}`}`;
}
