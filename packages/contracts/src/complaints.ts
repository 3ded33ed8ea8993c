import { z } from 'zod';
import { ZIsoDateTime, ZListQuery } from './common';
import { ZStoredFile } from './files';
import { COMPLAINT_PHOTOS_MAX, COMPLAINT_TEXT_MAX, RATING_MAX, RATING_MIN } from './rules';
import { ZLine, ZMultiline } from './validation';

/** SPEC.md §3 Complaint: system is the QR page; the others are entered by the owner (DECISIONS.md §8). */
export const COMPLAINT_SOURCES = ['system', '2gis', 'google', 'others'] as const;
export type TComplaintSource = (typeof COMPLAINT_SOURCES)[number];
export const MANUAL_COMPLAINT_SOURCES = ['2gis', 'google', 'others'] as const;

export const ZRating = z.coerce
  .number({ message: 'required' })
  .int({ message: 'invalidValue' })
  .min(RATING_MIN, { message: 'ratingRange' })
  .max(RATING_MAX, { message: 'ratingRange' });
const ZComplaintText = ZMultiline(COMPLAINT_TEXT_MAX);

/**
 * POST /public/rooms/{qrToken}/complaints is multipart: the fields `rating` and `text`, and up to
 * COMPLAINT_PHOTOS_MAX file parts named `photos`. These are the non-file fields.
 */
export const ZGuestComplaintFields = z.object({ rating: ZRating, text: ZComplaintText.default('') }).strict();
export type TGuestComplaintFields = z.input<typeof ZGuestComplaintFields>;
/** The guest is thanked; nothing about other complaints is ever answered. */
export const ZGuestComplaintResponse = z.object({ received: z.literal(true) });

/** POST /complaints: a review the owner copies in from 2GIS, Google or elsewhere. */
export const ZCreateComplaintRequest = z
  .object({
    roomId: z.uuid(),
    rating: ZRating,
    text: ZComplaintText.default(''),
    source: z.enum(MANUAL_COMPLAINT_SOURCES),
    /** When it was left (default now). */
    createdAt: ZIsoDateTime.optional(),
    /** Uploaded first through POST /uploads; images only. */
    photoIds: z.array(z.uuid()).max(COMPLAINT_PHOTOS_MAX, { message: 'tooBig' }).default([]),
  })
  .strict();
export type TCreateComplaintRequest = z.input<typeof ZCreateComplaintRequest>;

export const ZComplaint = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  text: z.string(),
  source: z.enum(COMPLAINT_SOURCES),
  location: z.object({ id: z.uuid(), title: z.string() }),
  room: z.object({ id: z.uuid(), name: z.string() }),
  /** The one-time task it was converted into, if any. */
  task: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  photos: z.array(ZStoredFile),
  createdAt: ZIsoDateTime,
  /**
   * How many guests reported it: 1, plus every later guest complaint about the same room that joined
   * it within the location's merge window (DECISIONS.md §13).
   */
  reports: z.number().int(),
  /** The reports that joined it, oldest first, each with its own stars, text and photos. */
  joined: z.array(
    z.object({
      id: z.uuid(),
      rating: z.number().int(),
      text: z.string(),
      photos: z.array(ZStoredFile),
      createdAt: ZIsoDateTime,
    }),
  ),
});
export type TComplaintReport = TComplaint['joined'][number];
export type TComplaint = z.infer<typeof ZComplaint>;

/** GET /complaints: SPEC.md §9 filters (rating from, source, sort by date or rating) plus place and dates. */
export const ZComplaintListQuery = ZListQuery.extend({
  sortBy: z.enum(['createdAt', 'rating']).default('createdAt'),
  /** 0 = all; otherwise complaints with at least this many stars. */
  ratingFrom: z.coerce.number().int().min(0).max(RATING_MAX).default(0),
  source: z.enum(COMPLAINT_SOURCES).optional(),
  locationId: z.uuid().optional(),
  roomId: z.uuid().optional(),
  /** Complaints left in [from, to). */
  from: ZIsoDateTime.optional(),
  to: ZIsoDateTime.optional(),
});
export type TComplaintListQuery = z.input<typeof ZComplaintListQuery>;
export const ZComplaintPage = z.object({
  items: z.array(ZComplaint),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TComplaintPage = z.infer<typeof ZComplaintPage>;

/** POST /complaints/{id}/convert: a one-time task for the complaint's room. */
export const ZConvertComplaintRequest = z
  .object({
    title: ZLine(120, 2).optional(),
    teamId: z.uuid().nullable().default(null),
    assigneeIds: z.array(z.uuid()).max(50).default([]),
    dueAt: ZIsoDateTime.nullable().default(null),
    emergency: z.boolean().default(false),
  })
  .strict();
export type TConvertComplaintRequest = z.input<typeof ZConvertComplaintRequest>;
