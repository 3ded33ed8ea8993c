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
// dayjs's Russian abbreviates weekdays as "пнд", "втр"; Russians (and Intl) write "пн", "вт" (issue 14).
dayjs.updateLocale('ru', { weekdaysShort: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'] });
// Weeks start on Monday in every language the app speaks, as the calendar and analytics draw them:
// dayjs's English (US) starts on Sunday, and antd's pickers take the first day from dayjs's locale.
dayjs.updateLocale('en', { weekStart: 1 });

const ANTD_LOCALES: Record<TLanguage, Locale> = { en: enUS, kk: kkKZ, ru: ruRU, es: esES };

/** antd components and dayjs dates follow the interface language. */
export function applyDateLocale(language: TLanguage): Locale {
  dayjs.locale(language);
  return ANTD_LOCALES[language];
}
