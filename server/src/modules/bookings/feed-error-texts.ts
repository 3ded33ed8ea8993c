import type { TBookingFeedErrorCode, TLanguage } from '@cleanops/contracts';

/**
 * A feed's last error in words for the owner ("the calendar address answered 404"), in
 * the reader's language. `status` is the HTTP status of not_found / http_error.
 */
/** The settings' limits, in the units a reader knows: seconds and megabytes. */
interface Limits {
  seconds: number;
  megabytes: number;
}

const TEXTS: Record<
  TLanguage,
  Record<TBookingFeedErrorCode, (status: number | null, limits: Limits) => string>
> = {
  en: {
    not_found: (s) => `The calendar address answered ${s ?? 404}: the link is wrong or was turned off.`,
    http_error: (s) => `The calendar address answered with an error (${s ?? '?'}).`,
    timeout: (_, l) => `The calendar address did not answer within ${l.seconds} s.`,
    too_large: (_, l) => `The calendar is larger than ${l.megabytes} MB and cannot be read.`,
    not_ical: () => 'The address does not give a calendar (iCal): check that you copied the export link.',
    unreachable: () => 'The calendar address could not be reached.',
    forbidden_address: () => 'This address points into a private network and cannot be read.',
    too_many_redirects: () => 'The calendar address redirects too many times.',
  },
  ru: {
    not_found: (s) => `Адрес календаря ответил ${s ?? 404}: ссылка неверна или отключена.`,
    http_error: (s) => `Адрес календаря ответил ошибкой (${s ?? '?'}).`,
    timeout: (_, l) => `Адрес календаря не ответил за ${l.seconds} с.`,
    too_large: (_, l) => `Календарь больше ${l.megabytes} МБ, его нельзя прочитать.`,
    not_ical: () => 'По этому адресу нет календаря (iCal): проверьте, что скопирована ссылка для экспорта.',
    unreachable: () => 'Не удалось связаться с адресом календаря.',
    forbidden_address: () => 'Этот адрес ведёт в частную сеть, его нельзя читать.',
    too_many_redirects: () => 'Адрес календаря перенаправляет слишком много раз.',
  },
  kk: {
    not_found: (s) => `Күнтізбе мекенжайы ${s ?? 404} деп жауап берді: сілтеме қате немесе өшірілген.`,
    http_error: (s) => `Күнтізбе мекенжайы қатемен жауап берді (${s ?? '?'}).`,
    timeout: (_, l) => `Күнтізбе мекенжайы ${l.seconds} с ішінде жауап бермеді.`,
    too_large: (_, l) => `Күнтізбе ${l.megabytes} МБ-тан үлкен, оны оқу мүмкін емес.`,
    not_ical: () => 'Бұл мекенжайда күнтізбе (iCal) жоқ: экспорт сілтемесін көшіргеніңізді тексеріңіз.',
    unreachable: () => 'Күнтізбе мекенжайына қосылу мүмкін болмады.',
    forbidden_address: () => 'Бұл мекенжай жеке желіге апарады, оны оқуға болмайды.',
    too_many_redirects: () => 'Күнтізбе мекенжайы тым көп рет қайта бағыттайды.',
  },
  es: {
    not_found: (s) =>
      `La dirección del calendario respondió ${s ?? 404}: el enlace es incorrecto o se desactivó.`,
    http_error: (s) => `La dirección del calendario respondió con un error (${s ?? '?'}).`,
    timeout: (_, l) => `La dirección del calendario no respondió en ${l.seconds} s.`,
    too_large: (_, l) => `El calendario ocupa más de ${l.megabytes} MB y no se puede leer.`,
    not_ical: () =>
      'La dirección no da un calendario (iCal): comprueba que copiaste el enlace de exportación.',
    unreachable: () => 'No se pudo contactar con la dirección del calendario.',
    forbidden_address: () => 'Esta dirección apunta a una red privada y no se puede leer.',
    too_many_redirects: () => 'La dirección del calendario redirige demasiadas veces.',
  },
};

export function feedErrorText(
  language: TLanguage,
  code: TBookingFeedErrorCode,
  status: number | null,
  settings: { BOOKING_FEED_TIMEOUT_MS: number; BOOKING_FEED_MAX_BYTES: number },
): string {
  const limits = {
    seconds: Math.round(settings.BOOKING_FEED_TIMEOUT_MS / 100) / 10,
    megabytes: Math.round(settings.BOOKING_FEED_MAX_BYTES / 100_000) / 10,
  };
  return TEXTS[language][code](status, limits);
}
