import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// Times of a job are read in its location's zone (DECISIONS.md §7); extend is idempotent.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(localizedFormat);

export { dayjs };

/** The phone's own zone: what "today" means for the person holding it. */
export function viewerTimeZone(): string {
  // Asked once: each answer makes an Intl formatter (a list of jobs asked for every row).
  viewerZone ??= dayjs.tz.guess();
  return viewerZone;
}
let viewerZone: string | undefined;
