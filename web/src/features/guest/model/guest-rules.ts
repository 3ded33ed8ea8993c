import type { TLanguage } from '@cleanops/contracts';
import { normalizeLanguage } from '@/shared/i18n/languages';

/**
 * The few rules of the contracts the guest page needs, without zod: anything the guest entry imports
 * from `@cleanops/contracts` at run time brings the whole zod schema set into its
 * bundle, a large share of its budget. guest-rules.test.ts holds each copy equal to the original.
 */
export const COMPLAINT_TEXT_MAX = 2000;
export const COMPLAINT_PHOTOS_MAX = 5;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

// The language rules are the app's zod-free copies (shared/i18n/languages.ts), shared with the sign-in pages.
export { LANGUAGES, normalizeLanguage, toAcceptLanguage } from '@/shared/i18n/languages';

export interface LanguageSources {
  stored: string | null;
  browser: readonly string[];
  query: string | null;
  cookie: string | null;
}

/** shared/i18n/detect-language.ts pickLanguage (SPEC.md §1): stored, browser, query, cookie; else Russian. */
export function pickLanguage(sources: LanguageSources): TLanguage {
  for (const candidate of [sources.stored, ...sources.browser, sources.query, sources.cookie]) {
    if (!candidate?.trim()) continue;
    const mapped = normalizeLanguage(candidate, 'en');
    if (mapped !== 'en' || candidate.trim().toLowerCase().startsWith('en')) return mapped;
  }
  return normalizeLanguage(null);
}
