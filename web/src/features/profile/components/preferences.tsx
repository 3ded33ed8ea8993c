import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '@/shared/session/update-profile';
import { useUiStore } from '@/shared/stores/ui-store';
import { Flex } from '@/shared/ui-kit/flex';
import { LanguageSelect } from '@/shared/ui-kit/language-select';
import { Switch } from '@/shared/ui-kit/switch';
import { Typography } from '@/shared/ui-kit/typography';

/** Language is kept locally and on the profile (notifications use it); the theme only locally. */
export function Preferences() {
  const { t } = useTranslation('profile');
  const isDark = useUiStore((s) => s.isDarkMode);
  const setDarkMode = useUiStore((s) => s.setDarkMode);
  const update = useUpdateProfile();

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12}>
        <Typography.Text>{t('language')}</Typography.Text>
        <LanguageSelect onChanged={(language) => update.mutate({ language })} />
      </Flex>
      <Flex justify="space-between" align="center" gap={12}>
        <Typography.Text id="theme-label">{t('darkTheme')}</Typography.Text>
        <Switch aria-labelledby="theme-label" checked={isDark} onChange={setDarkMode} />
      </Flex>
    </Flex>
  );
}
