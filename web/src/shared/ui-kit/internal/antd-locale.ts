import type { TLanguage } from '@cleanops/contracts';
import type { Locale } from 'antd/es/locale';
// The ES-module builds: `antd/locale/*` is CommonJS and would bring a second copy of the pickers' texts.
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import kkKZ from 'antd/es/locale/kk_KZ';
import ruRU from 'antd/es/locale/ru_RU';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import updateLocale from 'dayjs/plugin/updateLocale';
import 'dayjs/locale/es';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';

// Dates are shown through Intl (shared/time/format-date.ts); dayjs still names days in antd's pickers.
dayjs.extend(localizedFormat);
dayjs.extend(updateLocale);
// dayjs's Russian abbreviates weekdays as "пнд", "втр"; Russians (and Intl) write "пн", "вт".
dayjs.updateLocale('ru', { weekdaysShort: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'] });
// Weeks start on Monday in every language the app speaks, as the calendar and analytics draw them:
// dayjs's English (US) starts on Sunday, and antd's pickers take the first day from dayjs's locale.
dayjs.updateLocale('en', { weekStart: 1 });

/**
 * antd's own texts its locales leave in English, which a screen reader would read out in a Kazakh,
 * Russian or Spanish page: the page-size picker's name and the week picker's placeholder.
 */
function completed(locale: Locale, texts: { pageSize: string; weekSelect: string }): Locale {
  const datePicker = locale.DatePicker!;
  return {
    ...locale,
    Pagination: { ...locale.Pagination, page_size: texts.pageSize },
    DatePicker: { ...datePicker, lang: { ...datePicker.lang, weekSelect: texts.weekSelect } },
  };
}

const ANTD_LOCALES: Record<TLanguage, Locale> = {
  en: enUS,
  kk: completed(kkKZ, { pageSize: 'Беттегі жолдар саны', weekSelect: 'Аптаны таңдаңыз' }),
  ru: completed(ruRU, { pageSize: 'Строк на странице', weekSelect: 'Выберите неделю' }),
  es: completed(esES, { pageSize: 'Filas por página', weekSelect: 'Elige una semana' }),
};

/** antd components and dayjs dates follow the interface language. */
export function applyDateLocale(language: TLanguage): Locale {
  dayjs.locale(language);
  return ANTD_LOCALES[language];
}
