import { expectMissingConsoleClientInBox } from '@mediakit/test-support';
import { expect, it } from 'vitest';
import { AccountSettings, AccountSubscription } from './index';

it('exports views that show a missing console client inside their box, never a blank page', () => {
  expectMissingConsoleClientInBox(AccountSettings, 'Account');
  expectMissingConsoleClientInBox(AccountSubscription, 'Subscription');
  expect.hasAssertions();
});
