import { expectMissingConsoleClientInBox } from '@mediakit/test-support';
import { expect, it } from 'vitest';
import { AdminOutbox } from './index';

it('exports a view that shows a missing console client inside its box, never a blank page', () => {
  expectMissingConsoleClientInBox(AdminOutbox, 'Outbox');
  expect.hasAssertions();
});
