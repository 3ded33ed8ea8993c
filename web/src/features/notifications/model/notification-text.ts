import { complaintKind, type TNotification, type TNotificationEvent, type TRight } from '@cleanops/contracts';
import { taskTitle } from '@/shared/tasks/task-title';

/** The part of i18next's `t` used here (keys of the `notifications` namespace), so tests can pass their own. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A free text (a report comment) is cut so one line of the feed stays a line, not a page. */
export const MESSAGE_PREVIEW_MAX = 120;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** "Seaside 12 · Room 3": where it happened, as much as the event tells. */
export function placeText(data: TNotification['data']): string | null {
  const parts = [data.locationTitle, data.roomName].filter((part): part is string => Boolean(part?.trim()));
  return parts.length ? parts.join(' · ') : null;
}

/**
 * The key of the sentence for an event. The server fills what each event is about (DECISIONS.md §8),
 * but every field is optional: a line missing the team, the place or the comment takes a
 * sentence written without it rather than showing a hole.
 */
function templateKey(event: TNotificationEvent, data: TNotification['data'], place: string | null): string {
  switch (event) {
    case 'taskAssignedTeam':
    case 'repeatedTaskAssignedTeam':
      return data.teamName ? `events.${event}` : `variants.${event}NoTeam`;
    case 'inviteCreated':
    case 'inviteApproved':
      return place ? `events.${event}` : `variants.${event}NoPlace`;
    case 'complaintCreated':
      // Praise is a review, not a complaint to act on (contracts complaintKind).
      if (!data.rating) return 'variants.complaintCreatedNoRating';
      return complaintKind(data.rating) === 'praise' ? 'variants.complaintCreatedPraise' : `events.${event}`;
    case 'userNotAvailable':
      return data.text ? 'variants.userNotAvailableUntil' : `events.${event}`;
    case 'taskMessage':
      return data.text?.trim() ? `events.${event}` : 'variants.taskMessageNoText';
    case 'problemReported':
      return data.problemSeverity === 'blocks_use' ? 'variants.problemReportedBlocking' : `events.${event}`;
    case 'checkInNotReady':
      if (data.checkIn?.stage === 'at') return 'variants.checkInNotReadyNow';
      return data.checkIn && !data.checkIn.today ? 'variants.checkInNotReadyOnDate' : `events.${event}`;
    default:
      return `events.${event}`;
  }
}

/**
 * One line of the feed in the reader's language, built from the event and its data (the feed stores
 * no text: contracts/notifications.ts). `formatDate` turns the until-date of userNotAvailable into words.
 */
export function notificationText(
  notification: Pick<TNotification, 'event' | 'data'>,
  t: Translate,
  formatDate: (iso: string) => string = (iso) => iso,
): string {
  const { event, data } = notification;
  const place = placeText(data);
  const until =
    event === 'userNotAvailable' && data.text
      ? formatDate(data.text)
      : data.endsAt
        ? formatDate(data.endsAt)
        : undefined;
  return t(templateKey(event, data, place), {
    taskTitle:
      taskTitle({ title: data.taskTitle?.trim() ?? '', titleKey: data.taskTitleKey }, t) ||
      t('fallback.task'),
    actorName: data.actorName?.trim() || t('fallback.someone'),
    teamName: data.teamName ?? '',
    place: place ?? t('fallback.place'),
    rating: data.rating ?? '',
    text: data.text ? clip(data.text, MESSAGE_PREVIEW_MAX) : '',
    until,
    // turnoversAssigned: how many (also picks the plural form).
    count: data.count ?? 0,
    // bookingsOverlap: the rental's local dates; noon UTC is the same date in every zone we serve.
    from: data.overlap ? formatDate(`${data.overlap.from}T12:00:00Z`) : '',
    to: data.overlap ? formatDate(`${data.overlap.to}T12:00:00Z`) : '',
    // weeklySummary: the week's figures (contracts ZWeeklySummaryFigures).
    planned: data.summary?.planned ?? 0,
    done: data.summary?.done ?? 0,
    complaints: data.summary?.complaints ?? 0,
    // problemUpdated: which step was taken, in words.
    step: data.problemStep ? t(`problemSteps.${data.problemStep}`) : '',
    // checkInNotReady: the check-in in the rental's own zone, as it was told, and what it still is.
    time: data.checkIn?.time ?? '',
    date: data.checkIn ? formatDate(`${data.checkIn.date}T12:00:00Z`) : '',
    state: data.checkIn ? t(`notReady.${data.checkIn.state}`) : '',
  });
}

/** What a guest wrote, under a complaint's line: the owner sees at a glance whether it is urgent. */
export function notificationDetail(notification: Pick<TNotification, 'event' | 'data'>): string | null {
  const { event, data } = notification;
  return event === 'complaintCreated' && data.text?.trim() ? clip(data.text, MESSAGE_PREVIEW_MAX) : null;
}

/**
 * Where a line leads, if anywhere the reader may open: the job it is about, the complaints of its
 * location, the staff list for people events. An accepted invitation leads to the people awaiting a
 * team, where whoever may approve adds them to one. Invitations addressed to me are answered under
 * the header's invitations bell, not on a page.
 */
export function notificationTarget(
  notification: Pick<TNotification, 'event' | 'data'>,
  can: (right: TRight) => boolean,
): string | null {
  const { event, data } = notification;
  if (data.occurrenceId && can('get_tasks')) return `/tasks/jobs/${data.occurrenceId}`;
  if (data.complaintId && can('get_analytics')) {
    return data.locationId
      ? `/complaints?${new URLSearchParams({ locationId: data.locationId })}`
      : '/complaints';
  }
  if (event === 'inviteApproved' && can('get_employees')) return '/employees?status=awaiting_team';
  if (event === 'userNotAvailable' && can('get_employees')) return '/employees';
  if (event === 'weeklySummary' && can('get_analytics')) return '/analytics';
  if (data.problemId && can('report_problem')) return `/problems/${data.problemId}`;
  if (event === 'checkInNotReady' && can('get_locations')) return '/readiness';
  if (event.startsWith('subscription') && can('get_subscription')) return '/subscription';
  if (event === 'webhookPaused' && can('manage_integrations')) return '/integrations';
  // A recurring task's assignment names no job yet: the tasks home shows the reader's own work.
  if (data.taskId && can('get_tasks')) return '/tasks';
  return null;
}
