import type { TBooking } from '@cleanops/contracts';
import { ZCreateManualBookingRequest } from '@cleanops/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  newBookingValues,
  nightsBetween,
  toBookingValues,
  toCreateBooking,
  toUpdateBooking,
} from './booking-form';

const booking: TBooking = {
  id: '00000000-0000-4000-8000-000000000001',
  locationId: '00000000-0000-4000-8000-000000000002',
  feedId: null,
  feedName: null,
  uid: '00000000-0000-4000-8000-000000000001',
  kind: 'stay',
  checkIn: '2026-11-20',
  checkOut: '2026-11-23',
  summary: 'Aigerim, two nights',
  guests: 2,
  status: 'active',
  turnover: null,
  warning: null,
  overlapsWith: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the booking form', () => {
  it('sends the picked days as local dates, whatever the picker’s time of day', () => {
    const values = {
      ...newBookingValues(),
      checkIn: dayjs('2026-11-20T23:30:00'),
      checkOut: dayjs('2026-11-22T00:10:00'),
      summary: '  Family  ',
      guests: 3,
    };
    const body = toCreateBooking(values);
    expect(body).toEqual({
      kind: 'stay',
      checkIn: '2026-11-20',
      checkOut: '2026-11-22',
      summary: 'Family',
      guests: 3,
    });
    expect(ZCreateManualBookingRequest.safeParse(body).success).toBe(true);
    expect(nightsBetween(values.checkIn, values.checkOut)).toBe(2);
  });

  it('blocked dates carry no guests', () => {
    const body = toCreateBooking({ ...newBookingValues('2026-11-20'), kind: 'blocked', guests: 4 });
    expect(body).toMatchObject({
      kind: 'blocked',
      checkIn: '2026-11-20',
      checkOut: '2026-11-21',
      guests: null,
    });
  });

  it('a check-out on or before the check-in is refused by the same rule the server applies', () => {
    const parsed = ZCreateManualBookingRequest.safeParse({ checkIn: '2026-11-20', checkOut: '2026-11-20' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['checkOut'], message: 'checkOutBeforeCheckIn' });
  });

  it('edits send only what changed, and both dates when either moved', () => {
    expect(toUpdateBooking(booking, toBookingValues(booking))).toEqual({});
    expect(toUpdateBooking(booking, { ...toBookingValues(booking), guests: 3 })).toEqual({ guests: 3 });
    expect(toUpdateBooking(booking, { ...toBookingValues(booking), checkOut: dayjs('2026-11-24') })).toEqual({
      checkIn: '2026-11-20',
      checkOut: '2026-11-24',
    });
  });
});
