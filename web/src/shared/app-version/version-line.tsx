import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, BUILD_ID } from './build-info';

/** "Version 1.4.2 · build 20261123-135512-k3d9": what support asks for first. */
export function VersionLine() {
  const { t } = useTranslation('common');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {t('appVersion.line', { version: APP_VERSION, build: BUILD_ID })}
    </Typography.Text>
  );
}
