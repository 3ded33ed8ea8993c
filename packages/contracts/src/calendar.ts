import { z } from 'zod';
import { ZIsoDateTime } from './common';

/**
 * Calendar subscriptions: a private iCal address per person (their jobs) and per person and location
 * (the location's jobs). Only the token's SHA-256 is kept, so the address is shown once, when it is
 * made; asking again makes a new one and the old one stops at once.
 */

/** Whether the caller has an address for this feed, and since when; never the address itself. */
export const ZCalendarFeedStatus = z.object({
  active: z.boolean(),
  createdAt: ZIsoDateTime.nullable(),
});
export type TCalendarFeedStatus = z.infer<typeof ZCalendarFeedStatus>;

/** A newly made address: `url` is what a calendar app subscribes to (https, or webcal via `webcalUrl`). */
export const ZCalendarFeedLink = z.object({
  url: z.url(),
  webcalUrl: z.string(),
  createdAt: ZIsoDateTime,
});
export type TCalendarFeedLink = z.infer<typeof ZCalendarFeedLink>;

/** The last part of a feed's address: 43 base64url characters (256 random bits) and `.ics`. */
export const ZCalendarFeedFile = z.string().regex(/^[\w-]{43}\.ics$/, { message: 'invalidValue' });
