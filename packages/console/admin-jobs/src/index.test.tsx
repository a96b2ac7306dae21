import { expectMissingConsoleClientInBox } from '@mediakit/test-support';
import { expect, it } from 'vitest';
import { AdminJobs, Projects } from './index';

it('exports views that show a missing console client inside their box, never a blank page', () => {
  expectMissingConsoleClientInBox(AdminJobs, 'Jobs');
  expectMissingConsoleClientInBox(Projects, 'Projects');
  expect.hasAssertions();
});
