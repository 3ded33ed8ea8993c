import { describe, expect, it } from 'vitest';
import { readErrorBody } from './guest-api';

describe('the error replies the guest page understands', () => {
  it('keeps the message, code and field errors of our error shape', () => {
    const body = readErrorBody(
      {
        message: 'Check the fields',
        code: 'validation',
        details: { fields: [{ path: 'photos.1', message: 'Not a photo' }, { path: 3 }] },
      },
      null,
    );
    expect(body).toEqual({
      message: 'Check the fields',
      code: 'validation',
      details: { fields: [{ path: 'photos.1', message: 'Not a photo' }], retryAfterSeconds: undefined },
    });
  });

  it('reads when to come back from the body, else from Retry-After', () => {
    expect(
      readErrorBody({ message: 'Slow down', code: 'rate_limited', details: { retryAfterSeconds: 120 } }, '5')
        ?.details?.retryAfterSeconds,
    ).toBe(120);
    expect(
      readErrorBody({ message: 'Slow down', code: 'rate_limited' }, '90')?.details?.retryAfterSeconds,
    ).toBe(90);
    expect(readErrorBody('<html>Bad gateway</html>', '30')).toEqual({ details: { retryAfterSeconds: 30 } });
    expect(readErrorBody(null, null)).toBeNull();
  });
});
