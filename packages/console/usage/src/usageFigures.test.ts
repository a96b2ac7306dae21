import { ApiError } from '@mediakit/api-client';
import { loadFailureText } from '@mediakit/console-kit';
import { describe, expect, it } from 'vitest';
import { mergeUsageMessages, usageMessages } from './messages';
import { creditsChartData, formatTime, formatTimePieces, statusTone } from './usageFigures';

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

// Which periods and how they are labelled is the kit's periodChartData, tested there.
describe('the credits-used chart', () => {
  it('charts the credits used in each period, labelled in the locale', () => {
    const history = [
      { period: '2025-11', credits: 40 },
      { period: '2025-12', credits: 65 },
    ];
    expect(creditsChartData(history, 'en-US')).toEqual([
      { label: 'Nov 2025', value: 40 },
      { label: 'Dec 2025', value: 65 },
    ]);
  });
});

describe('times', () => {
  it('formats ISO dates and times, keeps other text, and shows nothing without a time', () => {
    expect(formatTime('2025-12-01', 'en-US')).toBe('Dec 1, 2025');
    expect(formatTime('2025-11-30T11:58:00.000Z', 'en-US')).toMatch(/^Nov 30, 2025/);
    expect(formatTime('2 min ago', 'en-US')).toBe('2 min ago');
    expect(formatTime(undefined)).toBe('');
  });

  it('cuts a date and time before the clock time, keeping the whole text, in any locale', () => {
    const time = '2025-11-30T11:58:00.000Z';
    const english = formatTimePieces(time, 'en-US');
    expect(english).toEqual({ date: 'Nov 30, 2025,', gap: ' ', clock: expect.stringMatching(/:58\s[AP]M$/) });
    for (const locale of ['en-US', 'de-DE', 'ja-JP', 'zh-CN', 'ar-EG']) {
      const { date, gap, clock } = formatTimePieces(time, locale);
      expect(date + gap + clock).toBe(formatTime(time, locale));
      expect(clock).toMatch(/58|٥٨/);
      expect(date).not.toMatch(/58|٥٨/);
    }
  });

  it('keeps a date alone and text that is not a time in one piece', () => {
    expect(formatTimePieces('2025-12-01', 'en-US')).toEqual({ date: 'Dec 1, 2025', gap: '', clock: '' });
    expect(formatTimePieces('2 min ago', 'en-US')).toEqual({ date: '2 min ago', gap: '', clock: '' });
    expect(formatTimePieces(undefined)).toEqual({ date: '', gap: '', clock: '' });
  });
});

describe('load failures', () => {
  const loadFailed = (error: unknown) => loadFailureText({ status: 'error', error }, usageMessages.loadFailed);

  it('chooses the words by the error’s reason, with a default', () => {
    const failure = (kind: ConstructorParameters<typeof ApiError>[0], status?: number) =>
      new ApiError(kind, 'English text nobody reads', { status });
    expect(loadFailed(failure('unauthenticated', 401))).toBe('Unauthenticated');
    expect(loadFailed(failure('forbidden', 403))).toBe(usageMessages.loadFailed.forbidden);
    const planLimit = new ApiError('forbidden', 'x', { status: 403, reason: 'plan-limit' });
    expect(loadFailed(planLimit)).toBe(usageMessages.loadFailed.forbidden);
    expect(loadFailed(failure('http', 500))).toBe(usageMessages.loadFailed['server-error']);
    expect(loadFailed(failure('network'))).toBe(usageMessages.loadFailed.network);
    expect(loadFailed(failure('http', 404))).toBe(usageMessages.loadFailed.default);
    expect(loadFailed(new Error('boom'))).toBe(usageMessages.loadFailed.default);
  });

  it('takes a partner’s words one level deep and keeps the rest', () => {
    const merged = mergeUsageMessages({ loadFailed: { network: 'Offline' }, tiles: { credits: 'Balance' } });
    expect(merged.loadFailed.network).toBe('Offline');
    expect(merged.loadFailed.default).toBe(usageMessages.loadFailed.default);
    expect(merged.tiles).toEqual({ ...usageMessages.tiles, credits: 'Balance' });
  });
});
