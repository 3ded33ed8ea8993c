import type { TLanguage } from '@cleanops/contracts';
import { normalizeLanguage } from '@cleanops/contracts/rules';

export type Messages = { [key: string]: string | Messages };
export type Translate = (key: string, values?: Record<string, string | number>) => string;

function lookup(messages: Messages | null, key: string): string | undefined {
  let node: string | Messages | undefined = messages ?? undefined;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * i18next's format for the one namespace the guest page reads, in a few lines instead of i18next itself: nested
 * keys, `{{name}}` values and plural keys (`key_one`, `key_few`… chosen by Intl.PluralRules when a
 * `count` is given), then the fallback language's text, then the key itself.
 */
export function createTranslate(
  lng: TLanguage,
  messages: Messages | null,
  fallback: Messages | null,
): Translate {
  const plurals = new Intl.PluralRules(lng === 'kk' ? 'kk' : lng);
  return (key, values) => {
    const count = values?.count;
    const find = (source: Messages | null) =>
      (typeof count === 'number'
        ? (lookup(source, `${key}_${plurals.select(count)}`) ?? lookup(source, `${key}_other`))
        : undefined) ?? lookup(source, key);
    const text = find(messages) ?? find(fallback) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      values && name in values ? String(values[name]) : whole,
    );
  };
}

const FALLBACK_LANGUAGE: TLanguage = 'ru';

/** The namespaces the light entry reads: the guest page's, and the problems' for the contractor page. */
export type LightNamespace = 'guest' | 'problems';

async function fetchMessages(lng: TLanguage, namespace: LightNamespace): Promise<Messages | null> {
  try {
    const response = await fetch(`/locales/${lng}/${namespace}.json`);
    return response.ok ? ((await response.json()) as Messages) : null;
  } catch {
    return null;
  }
}

/** The namespace in the page language, and in Russian (the app's fallbackLng) only when that one fails. */
export async function loadTranslate(lng: TLanguage, namespace: LightNamespace = 'guest'): Promise<Translate> {
  const messages = await fetchMessages(lng, namespace);
  const fallback =
    messages || lng === FALLBACK_LANGUAGE ? null : await fetchMessages(FALLBACK_LANGUAGE, namespace);
  return createTranslate(normalizeLanguage(lng), messages, fallback);
}
