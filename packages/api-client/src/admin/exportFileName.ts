/** The server's Content-Disposition file name, else the spec's users_{timestamp}.csv. */
export function exportFileName(contentDisposition: string | null, now: number): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  if (match?.[1]) {
    try {
      return decodeURIComponent(match[1]);
    } catch {
      return match[1];
    }
  }
  return `users_${now}.csv`;
}
