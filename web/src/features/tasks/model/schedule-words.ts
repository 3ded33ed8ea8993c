import type { TTaskSchedule } from '@cleanops/contracts';
import { formatDate } from '@/shared/time/format-date';
import { dayjs } from '@/shared/time/zoned-time';

/** The part of i18next's `t` these helpers use (the `tasks` namespace's keys), so tests can pass their own. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Week days as short names, runs of three or more folded into a range: [1,2,3,4,5] → "Mon–Fri",
 * [1,3,5] → "Mon, Wed, Fri". Days are ISO numbers, 1 = Monday (DECISIONS.md §7: weeks start on Monday).
 */
export function weekDaysWords(days: readonly number[], t: Translate): string {
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const name = (day: number) => t(`weekDays.short.${day}`);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    const first = sorted[i] as number;
    const last = sorted[j] as number;
    if (j - i >= 2) parts.push(`${name(first)}–${name(last)}`);
    else for (let k = i; k <= j; k++) parts.push(name(sorted[k] as number));
    i = j + 1;
  }
  return parts.join(', ');
}

/** "at 09:00", or "from 09:00 to 18:00" when the schedule has an end time. */
function timeWords(schedule: Pick<TTaskSchedule, 'startTime' | 'endTime'>, t: Translate): string {
  return schedule.endTime
    ? t('schedule.between', { start: schedule.startTime, end: schedule.endTime })
    : t('schedule.at', { time: schedule.startTime });
}

/**
 * A recurring task's schedule in one line, as the Regular column shows it (SPEC.md §9 frequencies):
 * "Every 2 hours from 09:00 to 18:00, Mon–Fri", "Every week on Mon, Wed at 09:00",
 * "Every 3 months on day 31 at 08:00".
 */
export function scheduleWords(schedule: TTaskSchedule, t: Translate): string {
  const { frequency, interval } = schedule;
  const every =
    interval === 1
      ? t(`schedule.everyOne.${frequency}`)
      : t(`schedule.every.${frequency}`, { count: interval });
  const time = timeWords(schedule, t);
  // Every day of the week is the same as none chosen (DECISIONS.md §7).
  const someDays = schedule.weekDays.length > 0 && schedule.weekDays.length < 7;
  switch (frequency) {
    // "Every N + time" reads in this order in all four languages; only weekly and monthly need words between.
    case 'new_daily':
      return someDays ? `${every} ${time}, ${weekDaysWords(schedule.weekDays, t)}` : `${every} ${time}`;
    case 'daily':
      return `${every} ${time}`;
    case 'weekly':
      return t('schedule.sentence.weekly', { every, time, days: weekDaysWords(schedule.weekDays, t) });
    case 'monthly':
      return t('schedule.sentence.monthly', { every, time, day: schedule.monthDay ?? 1 });
  }
}

/** "From 3 Mar 2025", or "3 Mar 2025 – 30 Jun 2025" with an end date. */
export function scheduleSpan(schedule: Pick<TTaskSchedule, 'startDate' | 'endDate'>, t: Translate): string {
  const from = formatDate(dayjs(schedule.startDate), 'dayYear');
  if (!schedule.endDate) return t('schedule.since', { date: from });
  return `${from} – ${formatDate(dayjs(schedule.endDate), 'dayYear')}`;
}
