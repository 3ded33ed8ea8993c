import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { waitingCounts, waitingSteps } from '../offline/queued-step';
import { reloadQueue, useQueuedSteps } from '../offline/step-queue';
import { Button } from '../ui-kit/button';
import { InfoCircleOutlined } from '../ui-kit/icons';
import { useNewVersionAvailable } from './get-latest-version';
import './new-version-offer.css';

/** What waits on this phone to be sent, in the offer's words ("2 steps and 1 photo"); '' when nothing. */
function useUnsentWords(): string {
  const { t } = useTranslation('common');
  const steps = useQueuedSteps();
  useEffect(() => {
    // The queue is read from the device here too: the offer can show on a page that never read it.
    void reloadQueue();
  }, []);
  const counts = waitingCounts(waitingSteps(steps));
  const parts = [
    counts.steps > 0 ? t('appVersion.steps', { count: counts.steps }) : null,
    counts.photos > 0 ? t('appVersion.photos', { count: counts.photos }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 2 ? t('appVersion.and', { a: parts[0], b: parts[1] }) : (parts[0] ?? '');
}

/**
 * Keeps the page's room for the docked bar: the signed-in frame is that much shorter than the screen
 * (global.css, --app-dock-height), so on a short page the bar sits after the last button, not on it.
 */
function useDockHeight(bar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--app-dock-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-dock-height');
    };
  }, [bar]);
}

/**
 * "A new version is available, reload" (DECISIONS.md §11), mounted once for the whole app: shown when
 * the server reports another build, or when a part of this build failed to load (Vite's
 * `vite:preloadError`). Dismissing it only hides it until the next page load. Plain elements: it is
 * in every page's first download, antd is not.
 */
export function NewVersionOffer() {
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
  return <OfferBar onLater={() => setDismissed(true)} />;
}

/**
 * A bar docked at the foot of the screen, in the page's flow after its content (sticky), so scrolling
 * to the end always shows the last of the page above it: on a phone it never lies over a job's Finish.
 * Unsent steps are named: they are kept on the device (IndexedDB), so a reload keeps them and they are
 * sent by the new version.
 */
function OfferBar({ onLater }: { onLater: () => void }) {
  const { t } = useTranslation('common');
  const bar = useRef<HTMLDivElement>(null);
  const unsent = useUnsentWords();
  useDockHeight(bar);
  return (
    <div ref={bar} className="pui new-version-bar" role="status" data-testid="new-version-offer">
      <div className="new-version-bar-inner">
        <span className="new-version-bar-icon">
          <InfoCircleOutlined style={{ fontSize: 20 }} />
        </span>
        <div className="new-version-bar-text">
          <strong className="new-version-bar-title">{t('appVersion.newTitle')}</strong>
          <span>{unsent ? t('appVersion.unsent', { what: unsent }) : t('appVersion.newText')}</span>
        </div>
        <div className="new-version-bar-actions">
          <Button size="large" type="primary" onClick={() => window.location.reload()}>
            {t('appVersion.reload')}
          </Button>
          <button
            type="button"
            className="pui-button"
            data-variant="text"
            data-size="large"
            data-icon-only="true"
            aria-label={t('appVersion.later')}
            onClick={onLater}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>
    </div>
  );
}
