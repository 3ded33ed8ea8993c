/**
 * The Intl locale each interface language formats dates in: English as en-GB (24-hour, day first),
 * as the server's e-mails do.
 */
export const DATE_LOCALE_TAGS: Record<string, string> = {
  en: 'en-GB',
  ru: 'ru-RU',
  kk: 'kk-KZ',
  es: 'es-ES',
};
