import { useTranslation } from 'react-i18next';
import { lazyPart } from '@/shared/ui/lazy-dialog';
import { PageLoading } from '@/shared/ui/page-loading';

/** A step's body while its code arrives: a line's height, and "Loading" for a screen reader. */
function StepLoading() {
  // Never waits for texts itself: `common` is loaded at start, and the label has a fallback.
  const { t } = useTranslation('common', { useSuspense: false });
  const text = t('loading', { defaultValue: 'Loading…' });
  return (
    <div
      role="status"
      aria-label={text}
      aria-busy
      style={{ display: 'flex', alignItems: 'center', minHeight: 32 }}
    >
      <span className="pui-spinner" aria-hidden="true" />
    </div>
  );
}

/*
 * The parts of a job page its first view seldom needs, each its own download (issue 13): the room scan
 * and the photos show their controls only once the job is started, the training materials and the
 * pass/fail choice belong to training and inspection jobs, and the report to a finished job. Together
 * they brought the upload, form, progress, radio and descriptions code of antd to every job page. Each
 * is fetched once the page is idle, and the service worker keeps them for offline use
 * (OFFLINE_SOURCES in vite.config.ts).
 */
export const ScanStep = lazyPart(() => import('./scan-step').then((m) => m.ScanStep), <StepLoading />);
export const PhotoStep = lazyPart(() => import('./photo-step').then((m) => m.PhotoStep), <StepLoading />);
export const LearnStep = lazyPart(() => import('./learn-step').then((m) => m.LearnStep), <StepLoading />);
export const InspectStep = lazyPart(
  () => import('./inspect-step').then((m) => m.InspectStep),
  <StepLoading />,
);
export const JobReport = lazyPart(() => import('./job-report').then((m) => m.JobReport), <PageLoading />);
