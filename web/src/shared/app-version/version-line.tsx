import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, BUILD_ID } from './build-info';
import { latestWebVersionQueryOptions } from './get-latest-version';

/**
 * "Version 1.4.2 · build 20261123-135512-k3d9": what support asks for first. The number is the web
 * version published on /app-versions (DECISIONS.md §11), the one the operators speak of; the build's
 * own package number stands in until one is published.
 */
export function VersionLine() {
  const { t } = useTranslation('common');
  const published = useQuery(latestWebVersionQueryOptions()).data?.latest?.number;
  return (
    <span style={{ fontSize: 12, color: 'var(--kit-text-secondary)' }}>
      {t('appVersion.line', { version: published ?? APP_VERSION, build: BUILD_ID })}
    </span>
  );
}
