import { LANGUAGES, type TLanguage } from '@cleanops/contracts/rules';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/i18n';
import { LANGUAGE_NAMES } from '../i18n/language-names';
import { Select } from './lazy-controls';

export { LANGUAGE_NAMES } from '../i18n/language-names';

interface LanguageSelectProps {
  onChanged?: (language: TLanguage) => void;
  block?: boolean;
}

export function LanguageSelect({ onChanged, block }: LanguageSelectProps) {
  const { t, i18n } = useTranslation('common');
  const value = i18n.resolvedLanguage ? currentLanguage() : 'ru';
  return (
    <Select<TLanguage>
      aria-label={t('language.label')}
      value={value}
      style={{ minWidth: 130, width: block ? '100%' : undefined }}
      options={LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng] }))}
      onChange={async (lng) => {
        await changeLanguage(lng);
        onChanged?.(lng);
      }}
    />
  );
}
