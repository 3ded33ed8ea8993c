import { describe, expect, it } from 'vitest';
import { runtimeCacheNames } from './service-worker';

describe('the caches a sign-out empties', () => {
  it('are the runtime ones, never the precached shell or another app’s', () => {
    expect(
      runtimeCacheNames([
        'cleanops-precache-v2-https://app.example/',
        'cleanops-runtime-locales',
        'cleanops-runtime-jobs',
        'workbox-precache-v2',
        'other-app-runtime',
      ]),
    ).toEqual(['cleanops-runtime-locales', 'cleanops-runtime-jobs']);
  });
});
