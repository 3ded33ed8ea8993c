import { describe, expect, it } from 'vitest';
import { defaultErrorKeys } from './error-catalogue';

describe('error catalogue (SPEC.md §8)', () => {
  it('maps statuses to their default messages', () => {
    expect(defaultErrorKeys(400)).toEqual(['errors:unknown']);
    expect(defaultErrorKeys(401)).toEqual(['errors:unauthorized']);
    expect(defaultErrorKeys(404)).toEqual(['errors:notFound']);
    expect(defaultErrorKeys(500)).toEqual(['errors:internal']);
    expect(defaultErrorKeys(503)).toEqual(['errors:internal']);
    expect(defaultErrorKeys(504)).toEqual(['errors:timeout', 'errors:unknown']);
    expect(defaultErrorKeys(502)).toEqual(['errors:unknown']);
    expect(defaultErrorKeys(418)).toEqual(['errors:unknown']);
  });
});
