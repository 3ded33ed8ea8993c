import type {
  TBooking,
  TBookingKind,
  TCreateManualBookingRequest,
  TUpdateManualBookingRequest,
} from '@cleanops/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** What the booking form holds: the dates as Dayjs for antd's DatePicker (local calendar days). */
export interface BookingFormValues {
  kind: TBookingKind;
  checkIn: Dayjs | null;
  checkOut: Dayjs | null;
  summary: string;
  guests: number | null;
}

export const BOOKING_FORM_FIELDS = ['kind', 'checkIn', 'checkOut', 'summary', 'guests'] as const;

const DATE = 'YYYY-MM-DD';

/** A picked day as the API spells it; the picker's time of day and zone play no part. */
export const toLocalDate = (value: Dayjs): string => value.format(DATE);

export function newBookingValues(checkIn: string | null = null): BookingFormValues {
  const start = checkIn ? dayjs(checkIn, DATE) : null;
  return {
    kind: 'stay',
    checkIn: start,
    checkOut: start ? start.add(1, 'day') : null,
    summary: '',
    guests: null,
  };
}

export function toBookingValues(booking: TBooking): BookingFormValues {
  return {
    kind: booking.kind,
    checkIn: dayjs(booking.checkIn, DATE),
    checkOut: dayjs(booking.checkOut, DATE),
    summary: booking.summary,
    guests: booking.guests,
  };
}

/** The request for a new booking; null until both dates are picked (the form's rules say so first). */
export function toCreateBooking(values: BookingFormValues): TCreateManualBookingRequest | null {
  if (!values.checkIn || !values.checkOut) return null;
  return {
    kind: values.kind,
    checkIn: toLocalDate(values.checkIn),
    checkOut: toLocalDate(values.checkOut),
    summary: values.summary.trim(),
    // Blocked dates have no guests.
    guests: values.kind === 'stay' ? (values.guests ?? null) : null,
  };
}

/** Only what changed, for PATCH; an empty object when nothing did. */
export function toUpdateBooking(booking: TBooking, values: BookingFormValues): TUpdateManualBookingRequest {
  const next = toCreateBooking(values);
  if (!next) return {};
  const changes: TUpdateManualBookingRequest = {};
  if (next.kind !== booking.kind) changes.kind = next.kind;
  if (next.checkIn !== booking.checkIn) changes.checkIn = next.checkIn;
  if (next.checkOut !== booking.checkOut) changes.checkOut = next.checkOut;
  if (next.summary !== booking.summary) changes.summary = next.summary;
  if ((next.guests ?? null) !== booking.guests) changes.guests = next.guests ?? null;
  // The server checks the pair: a moved check-in travels with its check-out.
  if (changes.checkIn !== undefined || changes.checkOut !== undefined) {
    changes.checkIn = next.checkIn;
    changes.checkOut = next.checkOut;
  }
  return changes;
}

/** Nights between two picked days (0 or less when check-out is not after check-in). */
export function nightsBetween(checkIn: Dayjs | null, checkOut: Dayjs | null): number {
  if (!checkIn || !checkOut) return 0;
  return checkOut.startOf('day').diff(checkIn.startOf('day'), 'day');
}
