import type { TLanguage, TWeeklySummaryFigures } from '@cleanops/contracts';

/**
 * The e-mail/SMS copy of the weekly summary in the reader's language, numbers and dates in
 * that language's formats. The in-app line is the web's (notifications:events.weeklySummary). A
 * summary without figures (an old row, a test) reads as an empty week rather than failing.
 */

interface Rendered {
  subject: string;
  text: string;
}

/** The figures as the reader reads them. */
interface Words {
  week: string;
  planned: string;
  done: string;
  onTime: string;
  missed: string;
  complaints: string;
  rating: string;
  hours: string;
  best: string | null;
  worst: string | null;
  link: string | null;
}

const LOCALES: Record<TLanguage, string> = { en: 'en-GB', kk: 'kk-KZ', ru: 'ru-RU', es: 'es-ES' };
const NONE = '—';

const lines = (...parts: (string | null | false)[]) => parts.filter(Boolean).join('\n');

const TEXTS: Record<TLanguage, (w: Words) => Rendered> = {
  en: (w) => ({
    subject: `Weekly summary: ${w.week}`,
    text: lines(
      `Last week (${w.week}): ${w.done} of ${w.planned} jobs done, ${w.onTime} on time, ${w.missed} overdue.`,
      `Complaints: ${w.complaints}, mean rating ${w.rating}. Hours worked: ${w.hours}.`,
      w.best && `Best location: ${w.best}.`,
      w.worst && `Needs attention: ${w.worst}.`,
      w.link && `Details: ${w.link}`,
    ),
  }),
  kk: (w) => ({
    subject: `Апта қорытындысы: ${w.week}`,
    text: lines(
      `Өткен апта (${w.week}): ${w.planned} жұмыстың ${w.done} орындалды, уақытында: ${w.onTime}, мерзімі өткені: ${w.missed}.`,
      `Шағымдар: ${w.complaints}, орташа баға: ${w.rating}. Жұмыс сағаттары: ${w.hours}.`,
      w.best && `Ең үздік нысан: «${w.best}».`,
      w.worst && `Назар аударуды қажет ететін нысан: «${w.worst}».`,
      w.link && `Толығырақ: ${w.link}`,
    ),
  }),
  ru: (w) => ({
    subject: `Итоги недели: ${w.week}`,
    text: lines(
      `Прошлая неделя (${w.week}): выполнено ${w.done} из ${w.planned} заданий, вовремя: ${w.onTime}, просрочено: ${w.missed}.`,
      `Жалоб: ${w.complaints}, средняя оценка: ${w.rating}. Отработано часов: ${w.hours}.`,
      w.best && `Лучший объект: «${w.best}».`,
      w.worst && `Требует внимания: «${w.worst}».`,
      w.link && `Подробнее: ${w.link}`,
    ),
  }),
  es: (w) => ({
    subject: `Resumen semanal: ${w.week}`,
    text: lines(
      `La semana pasada (${w.week}): ${w.done} de ${w.planned} trabajos completados, a tiempo: ${w.onTime}, vencidos: ${w.missed}.`,
      `Quejas: ${w.complaints}, valoración media: ${w.rating}. Horas trabajadas: ${w.hours}.`,
      w.best && `Mejor ubicación: «${w.best}».`,
      w.worst && `Requiere atención: «${w.worst}».`,
      w.link && `Detalles: ${w.link}`,
    ),
  }),
};

const EMPTY: TWeeklySummaryFigures = {
  from: '',
  to: '',
  planned: 0,
  done: 0,
  onTimeRate: null,
  missed: 0,
  complaints: 0,
  meanRating: null,
  hours: 0,
  best: null,
  worst: null,
};

/** "16 Nov 2026 – 22 Nov 2026" in the reader's language; the dates are calendar dates, read as such. */
function weekWords(from: string, to: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = (iso: string) => {
    const at = new Date(`${iso}T00:00:00Z`);
    return Number.isNaN(at.getTime()) ? iso : format.format(at);
  };
  return from && to ? `${day(from)} – ${day(to)}` : NONE;
}

export function renderWeeklySummary(
  summary: TWeeklySummaryFigures | null | undefined,
  language: TLanguage,
): Rendered {
  const s = summary ?? EMPTY;
  const locale = LOCALES[language];
  const count = new Intl.NumberFormat(locale);
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return TEXTS[language]({
    week: weekWords(s.from, s.to, locale),
    planned: count.format(s.planned),
    done: count.format(s.done),
    onTime: s.onTimeRate === null ? NONE : percent.format(s.onTimeRate),
    missed: count.format(s.missed),
    complaints: count.format(s.complaints),
    rating: s.meanRating === null ? NONE : decimal.format(s.meanRating),
    hours: decimal.format(s.hours),
    best: s.best?.title ?? null,
    // One location is both best and worst: naming it twice says nothing.
    worst: s.worst && s.worst.id !== s.best?.id ? s.worst.title : null,
    link: s.link ?? null,
  });
}
