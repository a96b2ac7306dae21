import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, readStoredJson, writeStoredJson } from './browserStorage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('browserStorage', () => {
  it("gives the page's storage of either kind", () => {
    expect(browserStorage('localStorage')).toBe(localStorage);
    expect(browserStorage('sessionStorage')).toBe(sessionStorage);
  });

  it('gives nothing where the storage is missing or blocked', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(browserStorage('sessionStorage')).toBeUndefined();
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(browserStorage('localStorage')).toBeUndefined();
    } finally {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});

describe('readStoredJson and writeStoredJson', () => {
  it('keep a value as JSON and remove it when it is undefined', () => {
    writeStoredJson(localStorage, 'k', { a: [1, 'two'] });
    expect(localStorage.getItem('k')).toBe('{"a":[1,"two"]}');
    expect(readStoredJson(localStorage, 'k')).toEqual({ a: [1, 'two'] });
    writeStoredJson(localStorage, 'k', undefined);
    expect(localStorage.getItem('k')).toBeNull();
    expect(readStoredJson(localStorage, 'k')).toBeUndefined();
  });

  it('read broken JSON as nothing, and never throw for a refusing or missing storage', () => {
    localStorage.setItem('k', '{broken');
    expect(readStoredJson(localStorage, 'k')).toBeUndefined();
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(readStoredJson(refusing, 'k')).toBeUndefined();
    expect(() => writeStoredJson(refusing, 'k', 1)).not.toThrow();
    expect(() => writeStoredJson(refusing, 'k', undefined)).not.toThrow();
    expect(readStoredJson(undefined, 'k')).toBeUndefined();
    expect(() => writeStoredJson(undefined, 'k', 1)).not.toThrow();
  });
});
