import type { TAttendanceEntry } from '@cleanops/contracts';

/** The open shift: the newest entry not clocked out yet (DECISIONS.md §7 Attendance). */
export function openShift(entries: readonly TAttendanceEntry[]): TAttendanceEntry | null {
  const newest = [...entries].sort((a, b) => Date.parse(b.clockInAt) - Date.parse(a.clockInAt))[0];
  return newest && newest.clockOutAt === null ? newest : null;
}

/**
 * Time worked within [dayStart, dayEnd): every shift clipped to the day, an open one counted up to
 * `now`, so a night shift that began yesterday counts only its part after midnight.
 */
export function workedMs(
  entries: readonly TAttendanceEntry[],
  dayStart: Date,
  dayEnd: Date,
  now: Date,
): number {
  let total = 0;
  for (const entry of entries) {
    const from = Math.max(Date.parse(entry.clockInAt), dayStart.getTime());
    const to = Math.min(entry.clockOutAt ? Date.parse(entry.clockOutAt) : now.getTime(), dayEnd.getTime());
    if (to > from) total += to - from;
  }
  return total;
}

/** Whole hours and minutes (rounded down) of a duration. */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
