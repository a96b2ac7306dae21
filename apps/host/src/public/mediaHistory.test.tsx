import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addToMediaHistory, readMediaHistory, useMediaHistory, type MediaHistoryItem } from './mediaHistory';

afterEach(() => localStorage.clear());

const item = (n: number, kind: MediaHistoryItem['kind'] = 'image'): MediaHistoryItem => ({
  kind,
  url: `https://media.example/${n}.png`,
  prompt: `prompt ${n}`,
  createdAt: n,
});

describe('media history', () => {
  it('keeps the newest first, each URL once, and at most the limit', () => {
    let items: MediaHistoryItem[] = [];
    for (let n = 1; n <= 45; n += 1) items = addToMediaHistory(items, item(n), 40);
    expect(items).toHaveLength(40);
    expect(items[0]?.url).toBe('https://media.example/45.png');
    expect(items.at(-1)?.url).toBe('https://media.example/6.png');
    items = addToMediaHistory(items, { ...item(30), createdAt: 99 }, 40);
    expect(items).toHaveLength(40);
    expect(items.filter((entry) => entry.url === 'https://media.example/30.png')).toHaveLength(1);
    expect(items[0]?.createdAt).toBe(99);
  });

  it('drops broken JSON, foreign shapes and unsafe links when reading', () => {
    localStorage.setItem('h', '{oops');
    expect(readMediaHistory('h', 40)).toEqual([]);
    localStorage.setItem(
      'h',
      JSON.stringify([item(1), { ...item(2), url: 'javascript:alert(1)' }, { ...item(3), kind: 'audio' }, 'x']),
    );
    expect(readMediaHistory('h', 40)).toEqual([item(1)]);
    expect(readMediaHistory(undefined, 40)).toEqual([]);
  });

  it('persists per key, caps at the limit, reads another key when it changes, and clears', () => {
    const { result, rerender } = renderHook(({ storageKey }) => useMediaHistory({ storageKey, limit: 3 }), {
      initialProps: { storageKey: 'history:a' as string | undefined },
    });
    for (let n = 1; n <= 4; n += 1) act(() => result.current.add({ kind: 'video', url: item(n).url, prompt: 'p' }));
    expect(result.current.items.map((entry) => entry.url)).toEqual([item(4).url, item(3).url, item(2).url]);
    expect(readMediaHistory('history:a', 40)).toHaveLength(3);

    rerender({ storageKey: 'history:b' });
    expect(result.current.items).toEqual([]);
    rerender({ storageKey: 'history:a' });
    expect(result.current.items).toHaveLength(3);
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
    expect(localStorage.getItem('history:a')).toBeNull();

    rerender({ storageKey: undefined });
    act(() => result.current.add({ kind: 'image', url: item(9).url, prompt: 'p' }));
    expect(result.current.items).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });
});
