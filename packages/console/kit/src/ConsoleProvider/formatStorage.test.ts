import { describe, expect, it } from 'vitest';
import { formatStorage } from './formatStorage';

describe('formatStorage', () => {
  it('says bytes in the unit that fits, decimal, so 35 MB is never "0 GB" (issue #29)', () => {
    expect(formatStorage(35_200_000, 'en-US')).toBe('35.2 MB');
    expect(formatStorage(999_000_000, 'en-US')).toBe('999 MB');
    expect(formatStorage(50e9, 'en-US')).toBe('50 GB');
    expect(formatStorage(18.3e9, 'en-US')).toBe('18.3 GB');
    expect(formatStorage(1_500, 'en-US')).toBe('1.5 kB');
    expect(formatStorage(512, 'en-US')).toBe('512 B');
    expect(formatStorage(0, 'en-US')).toBe('0 B');
    expect(formatStorage(-4, 'en-US')).toBe('0 B');
  });
});
