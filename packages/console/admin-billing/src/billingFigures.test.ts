import { ApiError } from '@mediakit/api-client';
import { loadFailureText } from '@mediakit/console-kit';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatTokens, tokenChartData } from './billingFigures';
import { adminBillingMessages } from './messages';

describe('amounts in the account’s currency and locale', () => {
  it('formats INR in en-IN with Indian digit grouping, and USD in en-US', () => {
    expect(formatMoney(159900, 'INR', 'en-IN')).toBe('₹1,59,900.00');
    expect(formatMoney(0.85, 'INR', 'en-IN')).toBe('₹0.85');
    expect(formatMoney(29.99, 'USD', 'en-US')).toBe('$29.99');
    expect(formatMoney(5, 'not-a-currency', 'en-US')).toBe('5 not-a-currency');
  });

  it('writes token counts compactly in the locale', () => {
    expect(formatTokens(32_400_000, 'en-US')).toBe('32.4M');
    expect(formatTokens(50_000_000, 'en-IN')).toBe('5Cr');
  });
});

// Which periods and how they are labelled is the kit's periodChartData, tested there.
describe('the token usage chart', () => {
  it('charts the tokens of each period, labelled in the locale', () => {
    const usage = [
      { period: '2025-01', tokens: 1_200 },
      { period: '2025-02', tokens: 3_400 },
    ];
    expect(tokenChartData(usage, 'en-US')).toEqual([
      { label: 'Jan 2025', value: 1_200 },
      { label: 'Feb 2025', value: 3_400 },
    ]);
  });
});

describe('load failures', () => {
  it('read by reason: 401, any 403, 5xx, network, else a default', () => {
    const of = (error: unknown) => loadFailureText({ status: 'error', error }, adminBillingMessages.loadFailed);
    expect(of(new ApiError('unauthenticated', 'x', { status: 401 }))).toBe('Unauthenticated');
    expect(of(new ApiError('forbidden', 'x', { status: 403 }))).toBe('Only administrators can see billing.');
    expect(of(new ApiError('http', 'x', { status: 500 }))).toBe(adminBillingMessages.loadFailed['server-error']);
    expect(of(new ApiError('network', 'x'))).toBe(adminBillingMessages.loadFailed.network);
    expect(of(new Error('x'))).toBe(adminBillingMessages.loadFailed.default);
  });
});
