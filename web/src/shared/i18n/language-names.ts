import type { TLanguage } from '@cleanops/contracts';

/** Each language is named in itself, so a person can find theirs whatever is shown now. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  kk: 'Қазақша',
  ru: 'Русский',
  es: 'Español',
};
