import { vi } from 'vitest';

/** jsdom has no object URLs: previews get `url` and revoking does nothing. */
export function stubObjectUrls(url = 'blob:preview') {
  URL.createObjectURL = vi.fn(() => url);
  URL.revokeObjectURL = vi.fn();
}
