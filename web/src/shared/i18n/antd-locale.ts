import type { TLanguage } from '@cleanops/contracts';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import kkKZ from 'antd/locale/kk_KZ';
import ruRU from 'antd/locale/ru_RU';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/es';
import 'dayjs/locale/kk';
import 'dayjs/locale/ru';

// Dates are shown with localised formats (LL, LLL) in every language.
dayjs.extend(localizedFormat);

const ANTD_LOCALES: Record<TLanguage, Locale> = { en: enUS, kk: kkKZ, ru: ruRU, es: esES };

/** antd components and dayjs dates follow the interface language. */
export function applyDateLocale(language: TLanguage): Locale {
  dayjs.locale(language);
  return ANTD_LOCALES[language];
}
