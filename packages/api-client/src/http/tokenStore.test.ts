import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from './readCookie';
import { createLocalStorageTokenStore, createSessionStorageTokenStore } from './tokenStore';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('createLocalStorageTokenStore', () => {
  it('keeps its token under its own namespaced key by default, never the site’s `token`', () => {
    localStorage.setItem('token', 'the-site-s-own-token');
    const store = createLocalStorageTokenStore();
    expect(store.get()).toBeNull();
    store.set('ours');
    expect(localStorage.getItem('mediakit.token')).toBe('ours');
    store.set(null);
    expect(localStorage.getItem('token')).toBe('the-site-s-own-token');
  });

  it('with the spec’s keys (the first-party host): reads token, falls back to auth_token, writes token, clears both', () => {
    const store = createLocalStorageTokenStore({ key: 'token', fallbackKeys: ['auth_token'] });
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

describe('createSessionStorageTokenStore', () => {
  it('keeps the token in sessionStorage only, with the same keys, and clears them all', () => {
    const store = createSessionStorageTokenStore({ key: 'token', fallbackKeys: ['auth_token'] });
    store.set('for-this-tab');
    expect(sessionStorage.getItem('token')).toBe('for-this-tab');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.get()).toBe('for-this-tab');
    sessionStorage.removeItem('token');
    sessionStorage.setItem('auth_token', 'legacy');
    expect(store.get()).toBe('legacy');
    store.set(null);
    expect(sessionStorage.length).toBe(0);
  });

  it('never reads the persistent store: a remembered token is not its business', () => {
    localStorage.setItem('mediakit.token', 'remembered');
    expect(createSessionStorageTokenStore().get()).toBeNull();
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
