import { ZGrantSubscriptionRequest } from '@cleanops/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { rangeDays, toGrantRequest, withinGrantBounds } from './grant-period';

describe('the grant form', () => {
  it('sends days with where they start', () => {
    const body = toGrantRequest({ mode: 'days', days: 90, start: 'after_current' });
    expect(body).toEqual({ days: 90, start: 'after_current' });
    expect(ZGrantSubscriptionRequest.safeParse(body).success).toBe(true);
  });

  it('sends a range of whole days that the contract accepts at exactly 3 days', () => {
    const from = dayjs('2026-03-01T15:00:00');
    const to = dayjs('2026-03-03T09:00:00');
    expect(rangeDays([from, to])).toBe(3);
    const body = toGrantRequest({ mode: 'range', start: 'now', range: [from, to] });
    expect(body.days).toBeUndefined();
    expect(ZGrantSubscriptionRequest.safeParse(body).success).toBe(true);
  });

  it('lets the contract refuse 2 days and more than 2 years, naming the field', () => {
    const short = toGrantRequest({
      mode: 'range',
      start: 'now',
      range: [dayjs('2026-03-01'), dayjs('2026-03-02')],
    });
    const refused = ZGrantSubscriptionRequest.safeParse(short);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['to']);
    expect(
      ZGrantSubscriptionRequest.safeParse(toGrantRequest({ mode: 'days', days: 731, start: 'now' })).success,
    ).toBe(false);
    expect(withinGrantBounds(2)).toBe(false);
    expect(withinGrantBounds(730)).toBe(true);
  });
});
