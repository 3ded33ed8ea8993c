import { describe, expect, it } from 'vitest';
import { storedTheme } from './stored-theme';

describe("the app's theme before the app runs (the guest page, index.html's splash)", () => {
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
