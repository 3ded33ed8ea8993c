import { z } from 'zod';
import { ZAnalyticsJobRow, ZAnalyticsPersonRef, ZAnalyticsPlace } from './analytics';
import { ZIsoDateTime } from './common';
import { COMPLAINT_SOURCES } from './complaints';

/** How many rows each dashboard list shows; the counts beside them are whole. */
export const DASHBOARD_LIST_MAX = 10;

const ZPlace = ZAnalyticsPlace;

/** GET /dashboard (the `/` page, right get_analytics): what needs attention now. */
export const ZDashboard = z.object({
  /** When the figures were read. */
  now: ZIsoDateTime,
  /** Rental locations dirty now, longest dirty first, with the moment they turned dirty. */
  rentalsDirty: z.object({
    total: z.number().int(),
    items: z.array(z.object({ location: ZPlace, since: ZIsoDateTime })),
  }),
  /**
   * Rentals whose guest checks in later today (each on its own location's local day, the check-in time
   * still ahead), by whether they are ready now (GET /readiness tells why not).
   */
  checkInsToday: z.object({ ready: z.number().int(), notReady: z.number().int() }),
  /**
   * Today's jobs: those starting today, each on its own location's local day. By state as the lists
   * show it (an open job past due is overdue): done, in progress, not started, overdue.
   */
  jobsToday: z.object({
    total: z.number().int(),
    done: z.number().int(),
    inProgress: z.number().int(),
    notStarted: z.number().int(),
    overdue: z.number().int(),
    /** Unfinished jobs of today, emergency ones first, then by due time. */
    open: z.array(ZAnalyticsJobRow),
  }),
  /** Complaints not converted into a task, newest first. */
  complaintsOpen: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.uuid(),
        rating: z.number().int(),
        text: z.string(),
        source: z.enum(COMPLAINT_SOURCES),
        createdAt: ZIsoDateTime,
        location: ZPlace,
        room: z.object({ id: z.uuid(), name: z.string() }),
      }),
    ),
  }),
  /** People of the workspace clocked in now, earliest first. */
  clockedIn: z.object({
    total: z.number().int(),
    items: z.array(z.object({ person: ZAnalyticsPersonRef, since: ZIsoDateTime })),
  }),
  /** People who said they are not available, with until when (null = no end given). */
  unavailable: z.object({
    total: z.number().int(),
    items: z.array(z.object({ person: ZAnalyticsPersonRef, until: ZIsoDateTime.nullable() })),
  }),
  subscription: z.object({
    endsAt: ZIsoDateTime.nullable(),
    /** Whole days left (0 on the last day and once expired). */
    daysLeft: z.number().int(),
    active: z.boolean(),
  }),
  /** The first-run checklist; the web hides it once every step is done (`done`). */
  checklist: z.object({
    hasLocation: z.boolean(),
    hasRooms: z.boolean(),
    /** A location's QR sheet (PDF) or a room's QR code was downloaded at least once. */
    qrPrinted: z.boolean(),
    /** An invitation was sent, or someone already works in the workspace. */
    hasInvitedSomeone: z.boolean(),
    hasTask: z.boolean(),
    done: z.boolean(),
  }),
});
export type TDashboard = z.infer<typeof ZDashboard>;
