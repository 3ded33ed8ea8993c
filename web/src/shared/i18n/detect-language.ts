import type { TLanguage } from '@cleanops/contracts';
import { LANGUAGES, normalizeLanguage } from './languages';

export const SUPPORTED_LANGUAGES: readonly TLanguage[] = LANGUAGES;
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** A tag we can serve (kz* and kk* are Kazakh), or null for a language we do not have. */
export function recognizeLanguage(tag: string | null | undefined): TLanguage | null {
  if (!tag?.trim()) return null;
  const mapped = normalizeLanguage(tag, 'en');
  // normalizeLanguage falls back for unknown tags; tell a real English apart from the fallback.
  if (mapped === 'en' && !tag.trim().toLowerCase().startsWith('en')) return null;
  return mapped;
}

export interface LanguageSources {
  stored: string | null;
  browser: readonly string[];
  query: string | null;
  cookie: string | null;
}

/**
 * SPEC.md §1: stored choice, then browser, then query string, then cookie; the first language we
 * serve wins, and with none of them known the interface is Russian.
 */
export function pickLanguage(sources: LanguageSources): TLanguage {
  const candidates = [sources.stored, ...sources.browser, sources.query, sources.cookie];
  for (const candidate of candidates) {
    const language = recognizeLanguage(candidate);
    if (language) return language;
  }
  return normalizeLanguage(null);
}
