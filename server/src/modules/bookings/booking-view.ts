import type { TBooking } from '@cleanops/contracts';
import type { LocationRow } from '../../db/schema';
import { turnoverTimes } from './booking-turnovers';
import type { BookingWithJob } from './bookings.repository';

/** A booking as the API shows it: its turnover job, its warning and the stays it overlaps. */
export function toBookingView(
  booking: BookingWithJob,
  stays: { id: string; checkIn: string }[],
  location: LocationRow,
  overlaps: Map<string, string[]>,
): TBooking {
  const job = booking.occurrence;
  let turnover: TBooking['turnover'] = null;
  if (job && booking.taskId && job.dueAt) {
    const active = booking.status === 'active' && booking.kind === 'stay';
    turnover = {
      taskId: booking.taskId,
      occurrenceId: job.id,
      startsAt: job.startsAt.toISOString(),
      dueAt: job.dueAt.toISOString(),
      sameDay: active ? turnoverTimes(booking, stays, location).sameDay : false,
      state: job.state,
    };
  }
  return {
    id: booking.id,
    locationId: booking.locationId,
    feedId: booking.feedId,
    feedName: booking.feedName,
    uid: booking.uid,
    kind: booking.kind,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    summary: booking.summary,
    guests: booking.guests,
    status: booking.status,
    turnover,
    warning: booking.warning,
    overlapsWith: overlaps.get(booking.id) ?? [],
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}
