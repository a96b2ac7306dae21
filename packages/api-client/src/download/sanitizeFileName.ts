export const maxFileNameLength = 120;

// < > : " / \ | ? *, C0 and C1 control characters, and the invisible bidirectional and direction marks (U+061C,
// U+200E, U+200F, U+202A-U+202E, U+2066-U+2069) that can make 'gpj.exe' read as 'exe.jpg'.
// eslint-disable-next-line no-control-regex
const unsafe = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A file name safe to save: the characters above become _, a lone surrogate too; the name is cut to 120 characters
 * (never inside a surrogate pair); a name that is empty, blank or only dots ('.', '..') becomes `fallback`.
 */
export function sanitizeFileName(name: string, fallback = 'download'): string {
  const safe = Array.from(name.replace(unsafe, '_').replace(loneSurrogate, '_')).slice(0, maxFileNameLength).join('');
  return /^[\s.]*$/.test(safe) ? fallback : safe;
}
