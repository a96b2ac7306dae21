/** Reads one cookie by name from `document.cookie` (or the string given), decoded. */
export function readCookie(name: string, cookies = globalThis.document?.cookie ?? ''): string | undefined {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return value.join('=');
    }
  }
  return undefined;
}
