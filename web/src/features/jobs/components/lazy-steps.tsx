import type { ComponentType } from 'react';
import { lazyPart } from '@/shared/ui-kit/lazy-dialog';
import { PageLoading } from '@/shared/ui-kit/page-loading';

/*
 * The parts of a job page its first view seldom needs, each its own download: the room scan
 * and the photos show their controls only once the job is started, the training materials and the
 * pass/fail choice belong to training and inspection jobs, and the report to a finished job. Together
 * they brought the upload, form, progress, radio and descriptions code of antd to every job page (and
 * an inspection's pass/fail list its photo viewer and the contracts' schemas). Each
 * is fetched a few seconds after the page has loaded (lazyPart), and the service worker keeps them for
 * offline use (OFFLINE_SOURCES in web/build/offline-files.ts).
 */

/** A step of the page: a line-high spinner holds its place until its code is there. */
const step = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyPart(load, <PageLoading compact />);

export const ScanStep = step(() => import('./scan-step').then((m) => m.ScanStep));
export const PhotoStep = step(() => import('./photo-step').then((m) => m.PhotoStep));
export const LearnStep = step(() => import('./learn-step').then((m) => m.LearnStep));
export const InspectStep = step(() => import('./inspect-step').then((m) => m.InspectStep));
export const InspectionChecklist = step(() =>
  import('./inspection-checklist').then((m) => m.InspectionChecklist),
);
export const JobReport = lazyPart(() => import('./job-report').then((m) => m.JobReport), <PageLoading />);
