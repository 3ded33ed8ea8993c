import { describe, expect, it } from 'vitest';
import { storedTheme } from './guest-theme';

describe("the app's theme on the guest page", () => {
  it('follows the switch the app stored', () => {
    expect(storedTheme(JSON.stringify({ state: { isDarkMode: true }, version: 1 }))).toBe('dark');
    expect(storedTheme(JSON.stringify({ state: { isDarkMode: false }, version: 1 }))).toBe('light');
  });

  it("leaves it to the phone's scheme when nothing readable is stored", () => {
    for (const raw of [
      null,
      '',
      'null',
      '{',
      JSON.stringify({ state: {} }),
      JSON.stringify({ state: { isDarkMode: 'yes' } }),
    ]) {
      expect(storedTheme(raw), String(raw)).toBeNull();
    }
  });
});
