import { expectMissingConsoleClientInBox } from '@mediakit/test-support';
import { expect, it } from 'vitest';
import { TestCards, TestCheckout } from './index';

it('exports views that show a missing console client inside their box, never a blank page', () => {
  expectMissingConsoleClientInBox(() => <TestCheckout sessionId="cs_1" />, 'Checkout');
  expectMissingConsoleClientInBox(TestCards, 'Payment cards');
  expect.hasAssertions();
});
