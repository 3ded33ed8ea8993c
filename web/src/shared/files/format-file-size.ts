import type { TLanguage } from '@cleanops/contracts';
import { localNumberFormat } from '../i18n/kazakh-numbers';

const KB = 1024;
const MB = 1024 * KB;

/** "1.5 MB", "1,5 МБ": the size in the interface language, one decimal at most, never in bytes. */
export function formatFileSize(bytes: number, language: TLanguage): string {
  const locale = language === 'kk' ? 'kk-KZ' : language;
  const inMegabytes = bytes >= MB;
  return localNumberFormat(locale, {
    style: 'unit',
    unit: inMegabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(Math.max(bytes / (inMegabytes ? MB : KB), 0.1));
}
