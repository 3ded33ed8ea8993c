import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('shows kilobytes below a megabyte and megabytes above, one decimal at most', () => {
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(12.34 * 1024 * 1024, 'en')).toBe('12.3 MB');
  });

  it('never shows a tiny file as zero', () => {
    expect(formatFileSize(3, 'en')).toBe('0.1 kB');
  });

  it('writes the number the way the interface language does', () => {
    expect(formatFileSize(1536, 'ru')).toMatch(/^1,5\s/);
    expect(formatFileSize(1536, 'es')).toMatch(/^1,5\s/);
  });
});
