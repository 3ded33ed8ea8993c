import { useTranslation } from 'react-i18next';
import { APP_VERSION, BUILD_ID } from './build-info';

/** "Version 1.4.2 · build 20261123-135512-k3d9": what support asks for first. */
export function VersionLine() {
  const { t } = useTranslation('common');
  return (
    <span style={{ fontSize: 12, color: 'var(--pui-text-secondary)' }}>
      {t('appVersion.line', { version: APP_VERSION, build: BUILD_ID })}
    </span>
  );
}
