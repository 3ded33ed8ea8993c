import { z } from 'zod';
import { ZIsoDateTime, ZListQuery } from './common';
import { NOTIFICATION_EVENTS } from './locations';
import { PROBLEM_EVENT_TYPES, PROBLEM_SEVERITIES } from './problems';
import { READINESS_STATES } from './readiness';
import { ZTaskTitleKey } from './tasks';

/** A location named in the weekly summary: the best or the worst of the week. */
const ZSummaryLocation = z.object({ id: z.uuid(), title: z.string() });

/**
 * weeklySummary: last week's headline figures of the workspace, Monday to Sunday as local
 * dates (YYYY-MM-DD). Rates are shares from 0 to 1, null when nothing counts towards them.
 */
export const ZWeeklySummaryFigures = z.object({
  from: z.string(),
  to: z.string(),
  planned: z.number().int(),
  done: z.number().int(),
  onTimeRate: z.number().nullable(),
  missed: z.number().int(),
  complaints: z.number().int(),
  meanRating: z.number().nullable(),
  hours: z.number(),
  best: ZSummaryLocation.nullable(),
  worst: ZSummaryLocation.nullable(),
  /** The week on the analytics screen, absolute (PUBLIC_URL), for the e-mail copy. */
  link: z.string().optional(),
});
export type TWeeklySummaryFigures = z.infer<typeof ZWeeklySummaryFigures>;

/**
 * One line of a person's in-app feed (SPEC.md §3 notification settings). The text is made on the
 * client from `event` and `data` in the reader's language; e-mail/SMS copies are rendered by the server.
 */
export const ZNotificationData = z.object({
  locationId: z.uuid().nullable().optional(),
  locationTitle: z.string().nullable().optional(),
  taskId: z.uuid().nullable().optional(),
  occurrenceId: z.uuid().nullable().optional(),
  taskTitle: z.string().nullable().optional(),
  /** The task's system title (ZTask.titleKey): the text shows it in the reader's language instead of taskTitle. */
  taskTitleKey: ZTaskTitleKey.optional(),
  roomName: z.string().nullable().optional(),
  complaintId: z.uuid().nullable().optional(),
  rating: z.number().int().nullable().optional(),
  teamName: z.string().nullable().optional(),
  /** Who did it: "Aida Cleaner". */
  actorName: z.string().nullable().optional(),
  inviteId: z.uuid().nullable().optional(),
  /** subscriptionGranted / subscriptionEnding: when the subscription now ends. */
  endsAt: ZIsoDateTime.nullable().optional(),
  /** A free text: the report comment of taskMessage, the until-date of userNotAvailable, a declined renewal's reason. */
  text: z.string().nullable().optional(),
  /** A turnover's start (turnoverMoved, turnoverCancelled, taskAssignedTeam of a turnover): which date it is for. */
  startsAt: ZIsoDateTime.nullable().optional(),
  /** turnoversAssigned: how many turnovers were made (the task fields are the first one's). */
  count: z.number().int().nullable().optional(),
  /** bookingsOverlap: the local dates both stays cover (from inclusive, to exclusive: a check-out day). */
  overlap: z.object({ from: z.string(), to: z.string() }).nullable().optional(),
  /** problemReported / problemUpdated: the problem (its text is in `text`, its room in roomName). */
  problemId: z.uuid().nullable().optional(),
  problemSeverity: z.enum(PROBLEM_SEVERITIES).nullable().optional(),
  /** problemUpdated: which step it was (assigned, fixed, resolved…); the contractor's name is actorName. */
  problemStep: z.enum(PROBLEM_EVENT_TYPES).nullable().optional(),
  /**
   * checkInNotReady: the stay's check-in as the rental's own local date and HH:mm, whether it was on
   * the rental's local today when raised, which warning it is (some hours before, or at the check-in)
   * and the rental's readiness then.
   */
  checkIn: z
    .object({
      date: z.string(),
      time: z.string(),
      today: z.boolean(),
      stage: z.enum(['before', 'at']),
      state: z.enum(READINESS_STATES),
    })
    .nullable()
    .optional(),
  /** weeklySummary only: the week's figures. */
  summary: ZWeeklySummaryFigures.nullable().optional(),
});
export type TNotificationData = z.infer<typeof ZNotificationData>;

export const ZNotification = z.object({
  id: z.uuid(),
  event: z.enum(NOTIFICATION_EVENTS),
  data: ZNotificationData,
  readAt: ZIsoDateTime.nullable(),
  createdAt: ZIsoDateTime,
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationListQuery = ZListQuery.extend({
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type TNotificationListQuery = z.input<typeof ZNotificationListQuery>;
export const ZNotificationPage = z.object({
  items: z.array(ZNotification),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

/** POST /notifications/read: these ids, or all of mine when `ids` is absent. */
export const ZMarkNotificationsReadRequest = z
  .object({ ids: z.array(z.uuid()).max(100, { message: 'tooBig' }).optional() })
  .strict();
export type TMarkNotificationsReadRequest = z.infer<typeof ZMarkNotificationsReadRequest>;
export const ZMarkNotificationsReadResponse = z.object({ unread: z.number().int() });
