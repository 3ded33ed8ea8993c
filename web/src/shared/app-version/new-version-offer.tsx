import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../plain-ui/button';
import { InfoIcon } from '../plain-ui/icons';
import { useNewVersionAvailable } from './get-latest-version';

/**
 * "A new version is available, reload" (DECISIONS.md §11), mounted once for the whole app: shown when
 * the server reports another build, or when a part of this build failed to load (Vite's
 * `vite:preloadError`). Dismissing it only hides it until the next page load. Plain elements: it is
 * in every page's first download, antd is not (issue 13).
 */
export function NewVersionOffer() {
  const { t } = useTranslation('common');
  const newBuild = useNewVersionAvailable();
  const [chunkFailed, setChunkFailed] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    // Without signal a part fails to load for want of a network, not because a new build is out.
    const onPreloadError = () => {
      if (navigator.onLine) setChunkFailed(true);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  if (dismissed || !(newBuild || chunkFailed)) return null;
  return (
    <div
      className="pui"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 1100,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <div
        role="status"
        className="pui-alert"
        style={{
          maxWidth: 520,
          width: '100%',
          boxSizing: 'border-box',
          alignItems: 'flex-start',
          padding: '16px 16px 16px 20px',
          pointerEvents: 'auto',
          boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
          background: 'var(--pui-bg-elevated)',
          flexWrap: 'nowrap',
        }}
      >
        <span style={{ color: 'var(--pui-primary)', paddingTop: 2 }}>
          <InfoIcon size={20} />
        </span>
        <div style={{ flex: 1 }}>
          <div style={{ fontSize: 16, fontWeight: 500, marginBottom: 4 }}>{t('appVersion.newTitle')}</div>
          <div>{t('appVersion.newText')}</div>
        </div>
        <PlainButton variant="primary" size="small" onClick={() => window.location.reload()}>
          {t('appVersion.reload')}
        </PlainButton>
        <button
          type="button"
          className="pui-button"
          data-variant="link"
          data-size="small"
          aria-label={t('appVersion.later')}
          onClick={() => setDismissed(true)}
          style={{ color: 'var(--pui-text-secondary)', paddingInline: 8 }}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </div>
  );
}
