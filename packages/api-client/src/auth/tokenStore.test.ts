import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from './readCookie';
import { createLocalStorageTokenStore } from './tokenStore';

afterEach(() => localStorage.clear());

describe('createLocalStorageTokenStore', () => {
  it('reads token, falls back to auth_token, writes token and clears both', () => {
    const store = createLocalStorageTokenStore();
    expect(store.get()).toBeNull();
    localStorage.setItem('auth_token', 'legacy');
    expect(store.get()).toBe('legacy');
    store.set('fresh');
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(store.get()).toBe('fresh');
    store.set(null);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});

describe('readCookie', () => {
  it('finds a cookie by exact name and decodes it', () => {
    const cookies = 'a=1; MY-XSRF-TOKEN=no; XSRF-TOKEN=eyJ%3D%3D; b=2';
    expect(readCookie('XSRF-TOKEN', cookies)).toBe('eyJ==');
    expect(readCookie('missing', cookies)).toBeUndefined();
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
