import { Alert, Button, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewVersionAvailable } from './get-latest-version';

/**
 * "A new version is available, reload" (DECISIONS.md §11), mounted once for the whole app: shown when
 * the server reports another build, or when a part of this build failed to load (Vite's
 * `vite:preloadError`). Dismissing it only hides it until the next page load.
 */
export function NewVersionOffer() {
  const { t } = useTranslation('common');
  const newBuild = useNewVersionAvailable();
  const [chunkFailed, setChunkFailed] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const onPreloadError = () => setChunkFailed(true);
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  if (dismissed || !(newBuild || chunkFailed)) return null;
  return (
    <Flex
      justify="center"
      style={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 1100, pointerEvents: 'none' }}
    >
      <Alert
        role="status"
        type="info"
        showIcon
        closable={{ 'aria-label': t('appVersion.later') }}
        onClose={() => setDismissed(true)}
        title={t('appVersion.newTitle')}
        description={t('appVersion.newText')}
        action={
          <Button type="primary" size="small" onClick={() => window.location.reload()}>
            {t('appVersion.reload')}
          </Button>
        }
        style={{
          maxWidth: 520,
          width: '100%',
          pointerEvents: 'auto',
          boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
        }}
      />
    </Flex>
  );
}
