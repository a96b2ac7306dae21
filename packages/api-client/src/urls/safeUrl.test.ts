import { describe, expect, it } from 'vitest';
import { isSafeUrl, resolveMediaUrl } from './safeUrl';

describe('isSafeUrl', () => {
  it('allows http(s) and blob: URLs of this page only', () => {
    expect(isSafeUrl('https://cdn.test/a.png')).toBe(true);
    expect(isSafeUrl('http://cdn.test/a.png')).toBe(true);
    expect(isSafeUrl('blob:https://app.test/1', 'https://app.test')).toBe(true);
    expect(isSafeUrl('blob:https://evil.test/1', 'https://app.test')).toBe(false);
    expect(isSafeUrl('blob:https://app.test/1', undefined)).toBe(false);
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeUrl(' javascript:alert(1)')).toBe(false);
    expect(isSafeUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeUrl('/relative/path')).toBe(false);
    expect(isSafeUrl('https://user:pass@cdn.test/a.png')).toBe(false);
    expect(isSafeUrl('https://user@cdn.test/a.png')).toBe(false);
  });
});

describe('resolveMediaUrl', () => {
  const base = 'https://api.test';

  it('resolves backend paths and keeps absolute http(s) URLs', () => {
    expect(resolveMediaUrl('/storage/a.png', base)).toBe('https://api.test/storage/a.png');
    expect(resolveMediaUrl('storage/a.png', base)).toBe('https://api.test/storage/a.png');
    expect(resolveMediaUrl('https://cdn.test/a.png', base)).toBe('https://cdn.test/a.png');
    expect(resolveMediaUrl(undefined, base)).toBeUndefined();
  });

  it('refuses javascript:, data: and other schemes', () => {
    expect(resolveMediaUrl('javascript:alert(1)', base)).toBeUndefined();
    expect(resolveMediaUrl('data:text/html,hi', base)).toBeUndefined();
    expect(resolveMediaUrl('vbscript:x', base)).toBeUndefined();
  });
});
