import { ZApiError } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { readApiErrorBody } from './api-error-body';

const BODIES: unknown[] = [
  { message: 'Invalid code.', code: 'invalid_code' },
  { message: 'Too soon', code: 'rate_limited', details: { retryAfterSeconds: 42 } },
  { message: 'Bad', code: 'validation_failed', details: { fields: [{ path: 'email', message: 'Wrong' }] } },
  { message: 'Bad', code: 'validation_failed', details: { fields: [], retryAfterSeconds: 0 } },
  { message: 'Extra keys are dropped', code: 'x', extra: 1, details: { other: true } },
  { message: 'Bad', code: 'x', details: { retryAfterSeconds: 1.5 } },
  { message: 'Bad', code: 'x', details: { retryAfterSeconds: '3' } },
  { message: 'Bad', code: 'x', details: { fields: [{ path: 'email' }] } },
  { message: 'Bad', code: 'x', details: { fields: {} } },
  { message: 'Bad', code: 'x', details: null },
  { message: 'Bad', code: 'x', details: [] },
  { message: 'Bad' },
  { code: 'x' },
  { message: 1, code: 'x' },
  [],
  null,
  'Unauthenticated.',
  42,
];

describe('readApiErrorBody', () => {
  it.each(BODIES.map((body) => [JSON.stringify(body), body]))('reads %s as ZApiError does', (_, body) => {
    const parsed = ZApiError.safeParse(body);
    expect(readApiErrorBody(body)).toEqual(parsed.success ? parsed.data : null);
  });
});
