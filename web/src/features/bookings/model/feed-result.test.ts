import { describe, expect, it } from 'vitest';
import { feedResult } from './feed-result';

const feed = { lastStatus: 'error' as const, lastErrorCode: null, lastHttpStatus: null };

describe('a feed’s last fetch in words', () => {
  it('names the HTTP status the calendar address answered', () => {
    expect(feedResult({ ...feed, lastErrorCode: 'not_found', lastHttpStatus: 404 })).toEqual({
      tone: 'error',
      key: 'httpStatus',
      values: { status: 404 },
    });
    expect(feedResult({ ...feed, lastErrorCode: 'http_error', lastHttpStatus: 503 })).toMatchObject({
      key: 'httpStatus',
      values: { status: 503 },
    });
  });

  it('gives the limit when the feed carries it, and the same words without a number otherwise', () => {
    expect(feedResult({ ...feed, lastErrorCode: 'timeout', limits: { timeoutSeconds: 20 } })).toMatchObject({
      key: 'timeoutAfter',
      values: { count: 20 },
    });
    expect(feedResult({ ...feed, lastErrorCode: 'too_large', limits: { maxMegabytes: 5 } })).toMatchObject({
      key: 'tooLargeOver',
      values: { count: 5 },
    });
    expect(feedResult({ ...feed, lastErrorCode: 'timeout' })).toMatchObject({ key: 'timeout' });
    expect(
      feedResult({
        ...feed,
        lastErrorCode: 'too_large',
        lastErrorMessage: 'Календарь больше 5 МБ.',
      }),
    ).toMatchObject({ key: 'too_large', serverText: 'Календарь больше 5 МБ.' });
    expect(feedResult({ ...feed, lastErrorCode: 'not_ical' })).toMatchObject({ key: 'not_ical' });
    expect(feedResult({ ...feed, lastErrorCode: 'forbidden_address' })).toMatchObject({
      key: 'forbidden_address',
    });
  });

  it('tells a feed never fetched from one read fine', () => {
    expect(feedResult({ ...feed, lastStatus: null })).toEqual({ tone: 'pending', key: 'never' });
    expect(feedResult({ ...feed, lastStatus: 'ok' })).toEqual({ tone: 'ok', key: 'ok' });
  });
});
