import type { TOccurrence } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { timeWindow } from '../model/time-window';

/** "9:00 – 11:30", "From 9:00" for a job without a deadline, in the location's zone. */
export function TimeWindowText({
  job,
  now,
}: {
  job: Pick<TOccurrence, 'startsAt' | 'dueAt' | 'location'>;
  now: Date;
}) {
  const { t } = useTranslation('jobs');
  const window = timeWindow(job.startsAt, job.dueAt, job.location.timezone, now);
  const text = window.end
    ? // An en dash between two times reads the same in all four languages.
      `${window.start} – ${window.end}`
    : t('time.from', { start: window.start });
  return (
    <>
      {text}
      {window.zone && ` (${t('time.zone', { zone: window.zone })})`}
    </>
  );
}
