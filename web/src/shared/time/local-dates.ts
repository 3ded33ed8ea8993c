/**
 * Plain local dates (`YYYY-MM-DD`), a place's calendar days: a booking's check-in and checkout, a
 * rental's today. Counted in UTC so no device zone or summer time enters the arithmetic.
 */

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Days since 1970-01-01: whole numbers that order and subtract like the dates. */
export function dayNumber(date: string): number {
  return toUtc(date) / DAY_MS;
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(toUtc(date)).getUTCDay() + 6) % 7;
}
