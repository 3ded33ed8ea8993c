import { z } from 'zod';
import { ZChecklist } from './checklists';
import { ZIsoDateTime } from './common';
import { ZStoredFile } from './files';
import { ZLine } from './validation';

export const ROOM_NAME_MAX = 120;
/** Rooms per location: enough for a shopping centre's zones, small enough to print on a sheet. */
export const ROOMS_PER_LOCATION_MAX = 500;
/** Checklists attached to one room. */
export const ROOM_CHECKLISTS_MAX = 50;

const ZRoomName = ZLine(ROOM_NAME_MAX, 1);

/** A room or zone in a location's list. */
export const ZRoomSummary = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  name: z.string(),
  checklistsCount: z.number().int(),
  materialsCount: z.number().int(),
  createdAt: ZIsoDateTime,
});
export type TRoomSummary = z.infer<typeof ZRoomSummary>;
export const ZRoomListResponse = z.array(ZRoomSummary);

/** One room with everything its pages show (DECISIONS.md §6). */
export const ZRoom = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  location: z.object({ id: z.uuid(), title: z.string() }),
  name: z.string(),
  /** What the QR code encodes: PUBLIC_URL/q/<token>. Guests open it; staff scan it to prove presence. */
  publicUrl: z.string(),
  /** The short code printed under the QR code: staff type it when the camera cannot read the code. */
  code: z.string(),
  /** Signed, short-lived links to the QR code images. */
  qrPngUrl: z.string(),
  qrSvgUrl: z.string(),
  /** Attached checklists from the library, in the order they were attached. */
  checklists: z.array(ZChecklist),
  /** Training materials: photos, documents and files. */
  materials: z.array(ZStoredFile),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TRoom = z.infer<typeof ZRoom>;

export const ZCreateRoomRequest = z.object({ name: ZRoomName }).strict();
export type TCreateRoomRequest = z.infer<typeof ZCreateRoomRequest>;
export const ZUpdateRoomRequest = z.object({ name: ZRoomName }).strict();
export type TUpdateRoomRequest = z.infer<typeof ZUpdateRoomRequest>;

/** PUT /rooms/{id}/checklists: the whole attached list, in order (an empty list detaches all). */
export const ZSetRoomChecklistsRequest = z
  .object({ checklistIds: z.array(z.uuid()).max(ROOM_CHECKLISTS_MAX, { message: 'tooBig' }) })
  .strict();
export type TSetRoomChecklistsRequest = z.infer<typeof ZSetRoomChecklistsRequest>;

/** GET /public/rooms/{qrToken}: all a guest (or an unauthenticated scan) may learn about a room. */
export const ZPublicRoom = z.object({
  /**
   * Only for a signed-in member of the room's workspace, whose page lists their jobs in it;
   * a guest is not told internal ids.
   */
  roomId: z.uuid().optional(),
  roomName: z.string(),
  locationTitle: z.string(),
  /**
   * The location closes rooms with a blocking problem (closedWhileBlocked) and this room has one
   * open: the guest page says the room is closed.
   */
  closed: z.boolean(),
  /**
   * A commercial location's cleaning log on the door, only while the location shows it: when the
   * room's last cleaning job was finished, and the first name of whoever finished it. Never a
   * rental's.
   */
  lastCleaned: z
    .object({ at: ZIsoDateTime, by: z.string().nullable(), timezone: z.string() })
    .nullable()
    .optional(),
});
export type TPublicRoom = z.infer<typeof ZPublicRoom>;
