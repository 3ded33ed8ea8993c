import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from './chunk-error';

/**
 * What the router shows instead of its bare error screen. Usually it is a page of an older build whose
 * files a deployment removed (DECISIONS.md §11): reloading loads the new build and the page works.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const outdated = isChunkLoadError(error);
  if (!outdated) console.error(error);
  return (
    <main>
      <Result
        status={outdated ? 'info' : 'warning'}
        title={
          <h1 style={{ fontSize: 22, margin: 0 }}>
            {t(outdated ? 'appVersion.outdatedTitle' : 'appVersion.crashTitle')}
          </h1>
        }
        subTitle={t(outdated ? 'appVersion.outdatedText' : 'appVersion.crashText')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('appVersion.reload')}
          </Button>
        }
      />
    </main>
  );
}
