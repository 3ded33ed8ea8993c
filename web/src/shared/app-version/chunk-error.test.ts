import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-error';

describe('isChunkLoadError', () => {
  it.each([
    // Chromium, Firefox and Safari word a missing module of the old build so.
    'Failed to fetch dynamically imported module: https://app.example/assets/teams-page-abc.js',
    'error loading dynamically imported module: https://app.example/assets/teams-page-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/index-abc.css',
  ])('takes "%s" for a file a deployment removed', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the generic error page', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
