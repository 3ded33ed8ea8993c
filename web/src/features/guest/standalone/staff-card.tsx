import { useEffect, useMemo, useState } from 'react';
import type { RoomJob } from '@/shared/api/reply';
import { taskTitle } from '@/shared/tasks/task-title';
import { type CallContext, getRoomJobs } from './guest-api';
import { useGuestI18n } from './translate-context';

/** The app's My work; a full page load, since the guest page is not the app. */
const MY_WORK = '/tasks/mine';

function JobRow({ job, time }: { job: RoomJob; time: Intl.DateTimeFormat }) {
  const { t } = useGuestI18n();
  const when = job.dueAt
    ? `${time.format(new Date(job.startsAt))}–${time.format(new Date(job.dueAt))}`
    : time.format(new Date(job.startsAt));
  return (
    <li className="g-job">
      <a href={`/tasks/jobs/${encodeURIComponent(job.id)}`} className="g-job-link">
        <span className="g-strong g-wrap">{taskTitle(job, t)}</span>
        <span className="g-row g-gap-6">
          {job.emergency && <span className="g-tag g-tag-error">{t('staff.emergency')}</span>}
          <span className={`g-tag g-tag-${job.state}`}>{t(`staff.state.${job.state}`)}</span>
          <span className="g-muted">{when}</span>
        </span>
      </a>
    </li>
  );
}

/**
 * A signed-in employee who scans a room's code came to work, not to complain: their jobs in
 * this room today and the way to My work come first; the review form is still one tap away.
 */
export function StaffCard({
  roomId,
  context,
  reviewing,
  onReview,
}: {
  roomId: string;
  context: CallContext;
  reviewing: boolean;
  onReview: () => void;
}) {
  const { t, lng } = useGuestI18n();
  const [jobs, setJobs] = useState<RoomJob[] | 'loading' | 'failed'>('loading');
  const time = useMemo(() => new Intl.DateTimeFormat(lng, { hour: '2-digit', minute: '2-digit' }), [lng]);

  // Today is read when the card loads; a scan is a moment, not a screen kept open past midnight.
  useEffect(() => {
    let live = true;
    getRoomJobs(roomId, context).then(
      (items) => live && setJobs(items),
      () => live && setJobs('failed'),
    );
    return () => {
      live = false;
    };
  }, [roomId, context]);

  return (
    <section className="g-card" aria-labelledby="g-staff-title">
      <h2 id="g-staff-title" className="g-card-title">
        {t('staff.title')}
      </h2>
      <div className="g-stack-12">
        {jobs === 'loading' && <div className="g-skeleton" role="status" aria-label={t('loading')} />}
        {jobs === 'failed' && (
          <p role="alert" className="g-alert g-alert-warning">
            {t('staff.loadFailed')}
          </p>
        )}
        {Array.isArray(jobs) &&
          (jobs.length === 0 ? (
            <p className="g-muted">{t('staff.none')}</p>
          ) : (
            <>
              <p className="g-muted">{t('staff.today')}</p>
              <ul aria-label={t('staff.today')} className="g-jobs">
                {jobs.map((job) => (
                  <JobRow key={job.id} job={job} time={time} />
                ))}
              </ul>
            </>
          ))}
        <a href={MY_WORK} className="g-button g-button-primary g-block">
          {t('staff.openMyWork')}
        </a>
        {!reviewing && (
          <button type="button" className="g-button g-block" onClick={onReview}>
            {t('staff.reviewAnyway')}
          </button>
        )}
      </div>
    </section>
  );
}
