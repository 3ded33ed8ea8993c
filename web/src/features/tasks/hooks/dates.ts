import { dayjs } from '@/shared/time/zoned-time';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A "YYYY-MM-DD" from the address, or undefined when it is not a real date (a hand-edited link). */
export function readDate(value: string | null): string | undefined {
  return value && DATE.test(value) && dayjs(value).format('YYYY-MM-DD') === value ? value : undefined;
}

export const today = (): string => dayjs().format('YYYY-MM-DD');
export const daysFromToday = (days: number): string => dayjs().add(days, 'day').format('YYYY-MM-DD');

/**
 * A range of the viewer's own days as the API's [from, to) instants: the whole of the last day
 * counts, so "12–19 March" sends midnight of the 12th to midnight of the 20th.
 */
export function dayRangeQuery(from: string, to: string): { from: string; to: string } {
  const [first, last] = from <= to ? [from, to] : [to, from];
  return {
    from: dayjs(first).startOf('day').toISOString(),
    to: dayjs(last).add(1, 'day').startOf('day').toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the address, dropped when it is not a UUID (the API would refuse the whole query). */
export const readId = (value: string | null): string | undefined =>
  value && UUID.test(value) ? value : undefined;

/** A comma-separated list of ids from the address. */
export const readIds = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => UUID.test(id))
    .slice(0, 100);
