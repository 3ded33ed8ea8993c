import type { TLocationNotificationEvent } from '@cleanops/contracts';

/** The events of SPEC.md §3, grouped the way an owner thinks about them. */
export const NOTIFICATION_GROUPS = [
  {
    key: 'tasks',
    events: ['taskAssigned', 'repeatedTaskAssigned', 'taskStarted', 'taskFinished', 'taskMessage'],
  },
  {
    key: 'teams',
    events: ['taskAssignedTeam', 'repeatedTaskAssignedTeam', 'taskPicked', 'taskNotPicked'],
  },
  { key: 'people', events: ['inviteCreated', 'inviteApproved', 'userNotAvailable'] },
  { key: 'guests', events: ['complaintCreated'] },
  // A rental's turnovers follow its bookings (a new one comes as taskAssignedTeam).
  { key: 'bookings', events: ['turnoverMoved', 'turnoverCancelled', 'checkInNotReady'] },
  // Problems reported at the location and every later step on them (DECISIONS.md §13).
  { key: 'problems', events: ['problemReported', 'problemUpdated'] },
] as const satisfies readonly { key: string; events: readonly TLocationNotificationEvent[] }[];
