import { describe, expect, it } from 'vitest';
import type { AnalyticsEntity, AnalyticsRange } from '@/shared/stores/filters-store';
import { parseAnalyticsParams, rangeQuery, rangeSearch } from './analytics-params';

const REMEMBERED: { entity: AnalyticsEntity; range: AnalyticsRange } = {
  entity: 'locations',
  range: 'month',
};
const parse = (text: string, remembered = REMEMBERED) =>
  parseAnalyticsParams(new URLSearchParams(text), remembered);

describe('analytics range and entity in the address', () => {
  it('defaults to this month over locations (SPEC.md §3), or what was chosen last', () => {
    expect(parse('')).toEqual({ range: 'month', entity: 'locations' });
    expect(parse('', { entity: 'employees', range: 'halfYear' })).toEqual({
      range: 'half_year',
      entity: 'employees',
    });
  });

  it('reads a range and entity from a shared link, ignoring unknown values', () => {
    expect(parse('range=year&entity=employees')).toEqual({ range: 'year', entity: 'employees' });
    expect(parse('range=decade&entity=rooms')).toEqual({ range: 'month', entity: 'locations' });
  });

  it('keeps a custom range only with two real days, in order', () => {
    expect(parse('range=custom&from=2026-03-01&to=2026-03-31')).toMatchObject({
      range: 'custom',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(parse('range=custom&from=2026-03-31&to=2026-03-01')).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(parse('range=custom&from=2026-02-30&to=2026-03-01').range).toBe('month');
    expect(parse('range=custom').range).toBe('month');
  });

  it('asks the API for the dates only with a custom range, and carries the range into drill-down links', () => {
    const custom = parse('range=custom&from=2026-03-01&to=2026-03-31');
    expect(rangeQuery(custom)).toEqual({ range: 'custom', from: '2026-03-01', to: '2026-03-31' });
    expect(rangeQuery(parse('range=week&from=2026-03-01&to=2026-03-31'))).toEqual({ range: 'week' });
    expect(rangeSearch(custom)).toBe('?range=custom&from=2026-03-01&to=2026-03-31');
    expect(rangeSearch(parse('range=year'), { entity: 'employees' })).toBe('?range=year&entity=employees');
  });
});
