import { lazyPart } from '@/shared/ui/lazy-dialog';
import { PageLoading } from '@/shared/ui/page-loading';

/*
 * The parts of a job page its first view seldom needs, each its own download (issue 13): the room scan
 * and the photos show their controls only once the job is started, the training materials and the
 * pass/fail choice belong to training and inspection jobs, and the report to a finished job. Together
 * they brought the upload, form, progress, radio and descriptions code of antd to every job page. Each
 * is fetched once the page is idle, and the service worker keeps them for offline use
 * (OFFLINE_SOURCES in vite.config.ts).
 */
export const ScanStep = lazyPart(
  () => import('./scan-step').then((m) => m.ScanStep),
  <PageLoading compact />,
);
export const PhotoStep = lazyPart(
  () => import('./photo-step').then((m) => m.PhotoStep),
  <PageLoading compact />,
);
export const LearnStep = lazyPart(
  () => import('./learn-step').then((m) => m.LearnStep),
  <PageLoading compact />,
);
export const InspectStep = lazyPart(
  () => import('./inspect-step').then((m) => m.InspectStep),
  <PageLoading compact />,
);
export const JobReport = lazyPart(() => import('./job-report').then((m) => m.JobReport), <PageLoading />);
