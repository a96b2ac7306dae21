import { afterEach, beforeEach, vi } from 'vitest';

/** jsdom has no object URLs: previews get `url` and revoking does nothing. */
function stubObjectUrls(url = 'blob:preview') {
  URL.createObjectURL = vi.fn(() => url);
  URL.revokeObjectURL = vi.fn();
}

/**
 * Every test of a job tool's view file starts with no saved job to resume and with object URLs stubbed (jsdom has
 * none: previews get 'blob:preview'), and has its mocks restored after it.
 */
export function freshJobViewInEachTest() {
  beforeEach(() => {
    sessionStorage.clear();
    stubObjectUrls();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
