import { expectMissingConsoleClientInBox } from '@mediakit/test-support';
import { expect, it } from 'vitest';
import { UsageScreen, UsageDashboard } from './index';

it('exports views that show a missing console client inside their box, never a blank page', () => {
  expectMissingConsoleClientInBox(UsageScreen, 'Usage overview');
  expectMissingConsoleClientInBox(UsageDashboard, 'Usage overview');
  expect.hasAssertions();
});
