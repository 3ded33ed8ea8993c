import type { TLanguage } from '@cleanops/contracts';

/*
 * The contract's language rules (packages/contracts/src/common.ts), copied without zod: the app's
 * entry needs them, and that module's schemas would bring all of zod into every page's first download.
 * languages.test.ts keeps the copies equal to the originals.
 */

/** Interface languages (SPEC.md §1). */
export const LANGUAGES: readonly TLanguage[] = ['en', 'kk', 'ru', 'es'];
export const FALLBACK_LANGUAGE: TLanguage = 'ru';

/** contracts: normalizeLanguage. kz* and kk* are Kazakh; an unknown language falls back to Russian. */
export function normalizeLanguage(
  tag: string | null | undefined,
  fallback: TLanguage = FALLBACK_LANGUAGE,
): TLanguage {
  if (!tag) return fallback;
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith('kz') || lower.startsWith('kk')) return 'kk';
  const base = lower.split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as TLanguage) : fallback;
}

/** contracts: toAcceptLanguage (SPEC.md §7: kk is sent as kz). */
export function toAcceptLanguage(language: TLanguage): string {
  return language === 'kk' ? 'kz' : language;
}
