import type { TFunction } from 'i18next';
import { type QueuedStep, waitingCounts } from '@/shared/offline/queued-step';

/** "3 steps and 2 photos", as the issue words it; photos counted apart from the other steps. */
export function waitingWords(t: TFunction<'jobs'>, steps: readonly QueuedStep[]): string {
  const counts = waitingCounts(steps);
  const parts = [
    counts.steps > 0 ? t('offline.steps', { count: counts.steps }) : null,
    counts.photos > 0 ? t('offline.photos', { count: counts.photos }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 2 ? t('offline.and', { a: parts[0], b: parts[1] }) : (parts[0] ?? '');
}
