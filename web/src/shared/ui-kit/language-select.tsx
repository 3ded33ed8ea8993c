import { LANGUAGES, type TLanguage } from '@cleanops/contracts/rules';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { LANGUAGE_NAMES } from '../i18n/language-names';
import { PlainSelect } from './fields';

export { LANGUAGE_NAMES } from '../i18n/language-names';

/**
 * The interface language, each named in itself: the browser's own select (on a phone, the system's
 * picker), the same on the sign-in pages and in the profile, and without antd.
 */
export function LanguageSelect({ onChanged }: { onChanged?: (language: TLanguage) => void }) {
  const { t, i18n } = useTranslation('common', { useSuspense: false });
  const value = i18n.resolvedLanguage ? currentLanguage() : 'ru';
  return (
    <PlainSelect<TLanguage>
      label={t('language.label')}
      value={value}
      options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      onChange={async (language) => {
        await changeLanguage(language);
        onChanged?.(language);
      }}
    />
  );
}
