import type { TLanguage } from '@cleanops/contracts/rules';

/** The room's last cleaning as the public room reply gives it (contracts ZPublicRoom.lastCleaned). */
export interface LastCleaned {
  at: string;
  by: string | null;
  timezone: string;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

const LOCALES: Record<TLanguage, string> = { en: 'en-GB', kk: 'kk-KZ', ru: 'ru-RU', es: 'es-ES' };

/** The local date of an instant in a zone, as YYYY-MM-DD, so two instants compare by day there. */
function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * "Cleaned today at 14:20 by Aida": the line a commercial room's QR page shows, in the place's own
 * time (the guest stands in it), today and yesterday in words, an older day by its date. Null when the
 * reply has nothing readable.
 */
export function lastCleanedText(
  cleaned: LastCleaned,
  now: Date,
  lng: TLanguage,
  t: Translate,
): string | null {
  const at = new Date(cleaned.at);
  if (Number.isNaN(at.getTime())) return null;
  let zone = cleaned.timezone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const time = new Intl.DateTimeFormat(LOCALES[lng], {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  const day = dayIn(at, zone);
  const yesterday = dayIn(new Date(now.getTime() - 86_400_000), zone);
  const when = day === dayIn(now, zone) ? 'today' : day === yesterday ? 'yesterday' : 'onDate';
  const date = new Intl.DateTimeFormat(LOCALES[lng], {
    timeZone: zone,
    day: 'numeric',
    month: 'long',
  }).format(at);
  return t(`cleaned.${when}${cleaned.by ? '' : 'NoName'}`, { time, date, name: cleaned.by ?? '' });
}
