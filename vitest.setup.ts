import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for the event; their limit is a hang guard far above what any test waits for on a quiet
// machine (the default, 1 s, failed tests on a busy one). Tests that wait on timers use a fake clock instead.
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => {
  cleanup();
});
