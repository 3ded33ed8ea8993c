import type { TOccurrence } from '@cleanops/contracts';
import { dayjs } from './dates';

/** How far ahead the Upcoming section looks. */
export const UPCOMING_DAYS = 7;

export interface MyWorkRanges {
  /** Jobs starting today (the phone's day). */
  today: { from: string; to: string };
  /** Jobs starting in the next UPCOMING_DAYS days after today. */
  upcoming: { from: string; to: string };
  /** Before today: only unfinished jobs are fetched from here (carried over into Today). */
  earlierThan: string;
}

export function myWorkRanges(now: Date): MyWorkRanges {
  const start = dayjs(now).startOf('day');
  const tomorrow = start.add(1, 'day');
  return {
    today: { from: start.toISOString(), to: tomorrow.toISOString() },
    upcoming: { from: tomorrow.toISOString(), to: tomorrow.add(UPCOMING_DAYS, 'day').toISOString() },
    earlierThan: start.toISOString(),
  };
}

/** A key that changes at midnight, so the page moves its ranges when a shift runs past it. */
export function dayKey(now: Date): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/**
 * Today's list merges jobs carried over from earlier days with today's: emergencies first (as the
 * server sorts each list) among the unfinished ones, finished jobs last, then by start time; each job once.
 */
export function orderJobs(lists: readonly (readonly TOccurrence[])[]): TOccurrence[] {
  const byId = new Map<string, TOccurrence>();
  for (const list of lists) for (const job of list) if (!byId.has(job.id)) byId.set(job.id, job);
  const rank = (job: TOccurrence) => (job.state === 'completed' ? 2 : 0) + (job.emergency ? 0 : 1);
  return [...byId.values()].sort(
    (a, b) =>
      rank(a) - rank(b) || Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id),
  );
}

/** A team task nobody took yet: the card invites the viewer to take it. */
export function awaitsPick(job: Pick<TOccurrence, 'team' | 'pickedBy' | 'state'>): boolean {
  return job.team !== null && job.pickedBy === null && job.state !== 'completed';
}

/** At most this many jobs are read ahead for the device: a day and a half of work fits many times. */
export const KEEP_AHEAD_MAX = 30;

/**
 * The jobs whose whole page (checklist, rooms, room checks) is read ahead and kept on the phone, so
 * they open without signal: unfinished ones starting before the end of tomorrow.
 */
export function jobsToKeep(jobs: readonly TOccurrence[], now: Date): string[] {
  const end = dayjs(now).startOf('day').add(2, 'day').valueOf();
  const ids = jobs
    .filter((job) => job.state !== 'completed' && Date.parse(job.startsAt) < end)
    .map((job) => job.id);
  return [...new Set(ids)].slice(0, KEEP_AHEAD_MAX);
}
