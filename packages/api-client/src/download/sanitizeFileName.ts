export const maxFileNameLength = 120;

/** < > : " / \ | ? * and control characters become _, and the name is cut to 120 characters. */
export function sanitizeFileName(name: string, fallback = 'download'): string {
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '_').slice(0, maxFileNameLength);
  return safe.trim() ? safe : fallback;
}
