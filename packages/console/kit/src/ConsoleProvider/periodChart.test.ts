import { describe, expect, it } from 'vitest';
import { periodChartData, periodLabel } from './periodChart';

describe('charts by period', () => {
  it('labels month periods in the locale and keeps other period text', () => {
    expect(periodLabel('2025-03', 'en-US')).toBe('Mar 2025');
    expect(periodLabel('2025-12', 'en-US')).toBe('Dec 2025');
    expect(periodLabel('Week 12', 'en-US')).toBe('Week 12');
    expect(periodLabel('Q1', 'en-US')).toBe('Q1');
  });

  it('draws the last 12 periods, oldest first, with the value asked for', () => {
    const points = Array.from({ length: 14 }, (_, index) => ({
      period: `2025-${String((index % 12) + 1).padStart(2, '0')}`,
      credits: index,
    }));
    const data = periodChartData(points, (point) => point.credits, 'en-US');
    expect(data).toHaveLength(12);
    expect(data[0]).toEqual({ label: 'Mar 2025', value: 2 });
    expect(data.at(-1)).toEqual({ label: 'Feb 2025', value: 13 });
  });
});
