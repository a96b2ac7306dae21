import { describe, expect, it } from 'vitest';
import { normalizeBaseUrl } from './baseUrl';

describe('normalizeBaseUrl', () => {
  it('keeps an origin or a path prefix, without trailing slashes or the spec’s own /api/v1', () => {
    expect(normalizeBaseUrl('https://api.example.com')).toBe('https://api.example.com');
    expect(normalizeBaseUrl('https://api.example.com///')).toBe('https://api.example.com');
    expect(normalizeBaseUrl('https://api.example.com/api/v1')).toBe('https://api.example.com');
    expect(normalizeBaseUrl('https://api.example.com/api/v1/')).toBe('https://api.example.com');
    expect(normalizeBaseUrl('https://example.com/mediakit/')).toBe('https://example.com/mediakit');
    expect(normalizeBaseUrl('https://example.com/mediakit/api/v1')).toBe('https://example.com/mediakit');
  });

  it('resolves a relative base against the page', () => {
    expect(normalizeBaseUrl('/', 'https://app.example.com/user/dashboard')).toBe('https://app.example.com');
    expect(normalizeBaseUrl('/backend/api/v1', 'https://app.example.com/x')).toBe('https://app.example.com/backend');
  });

  it('refuses a query string, a fragment, another scheme or no URL at all, with a clear error', () => {
    expect(() => normalizeBaseUrl('https://api.example.com/?key=1')).toThrow(/without a query string/);
    expect(() => normalizeBaseUrl('https://api.example.com/#x')).toThrow(/without a query string/);
    expect(() => normalizeBaseUrl('https://api.example.com/?')).toThrow(/without a query string/);
    expect(() => normalizeBaseUrl('ftp://api.example.com')).toThrow(/must be an http\(s\) URL/);
    expect(() => normalizeBaseUrl('http://')).toThrow(/must be an http\(s\) URL/);
  });
});
