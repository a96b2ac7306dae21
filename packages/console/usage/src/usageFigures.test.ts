import { ApiError } from '@mediakit/api-client';
import { describe, expect, it } from 'vitest';
import { mergeUsageMessages, usageMessages } from './messages';
import { creditsChartData, formatTime, loadFailureMessage, statusTone } from './usageFigures';

describe('status tones', () => {
  it('colours projects Completed green, Rendering amber, Failed red, and jobs Running blue, Queued grey', () => {
    expect(['Completed', 'Rendering', 'Failed', 'Running', 'Queued', 'Unknown'].map(statusTone)).toEqual([
      'success',
      'warning',
      'danger',
      'info',
      'neutral',
      'neutral',
    ]);
  });
});

describe('the credits-used chart', () => {
  it('draws the last 12 periods, oldest first', () => {
    const history = Array.from({ length: 14 }, (_, index) => ({
      period: `2025-${String((index % 12) + 1).padStart(2, '0')}`,
      credits: index,
    }));
    const data = creditsChartData(history, 'en-US');
    expect(data).toHaveLength(12);
    expect(data[0]).toEqual({ label: 'Mar 2025', value: 2 });
    expect(data.at(-1)).toEqual({ label: 'Feb 2025', value: 13 });
  });
});

describe('times', () => {
  it('formats ISO dates and times, keeps other text, and shows nothing without a time', () => {
    expect(formatTime('2025-12-01', 'en-US')).toBe('Dec 1, 2025');
    expect(formatTime('2025-11-30T11:58:00.000Z', 'en-US')).toMatch(/^Nov 30, 2025/);
    expect(formatTime('2 min ago', 'en-US')).toBe('2 min ago');
    expect(formatTime(undefined)).toBe('');
  });
});

describe('load failures', () => {
  it('chooses the words by the error’s reason, with a default', () => {
    const failure = (kind: ConstructorParameters<typeof ApiError>[0], status?: number) =>
      new ApiError(kind, 'English text nobody reads', { status });
    expect(loadFailureMessage(failure('unauthenticated', 401), usageMessages)).toBe('Unauthenticated');
    expect(loadFailureMessage(failure('forbidden', 403), usageMessages)).toBe(usageMessages.loadFailed.forbidden);
    const planLimit = new ApiError('forbidden', 'x', { status: 403, reason: 'plan-limit' });
    expect(loadFailureMessage(planLimit, usageMessages)).toBe(usageMessages.loadFailed.forbidden);
    expect(loadFailureMessage(failure('http', 500), usageMessages)).toBe(usageMessages.loadFailed['server-error']);
    expect(loadFailureMessage(failure('network'), usageMessages)).toBe(usageMessages.loadFailed.network);
    expect(loadFailureMessage(failure('http', 404), usageMessages)).toBe(usageMessages.loadFailed.default);
    expect(loadFailureMessage(new Error('boom'), usageMessages)).toBe(usageMessages.loadFailed.default);
  });

  it('takes a partner’s words one level deep and keeps the rest', () => {
    const merged = mergeUsageMessages({ loadFailed: { network: 'Offline' }, tiles: { credits: 'Balance' } });
    expect(merged.loadFailed.network).toBe('Offline');
    expect(merged.loadFailed.default).toBe(usageMessages.loadFailed.default);
    expect(merged.tiles).toEqual({ ...usageMessages.tiles, credits: 'Balance' });
  });
});
