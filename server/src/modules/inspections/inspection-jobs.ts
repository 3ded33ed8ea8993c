import { randomUUID } from 'node:crypto';
import type { TOccurrenceChecklistItem, TTaskChecklistItem } from '@cleanops/contracts';
import type { Tx } from '../../db/client';
import type { LocationRow, OccurrenceRow, TaskRow } from '../../db/schema';
import { TASK_TITLES } from '../../i18n/task-titles';
import { localDate, localInstant } from '../bookings/booking-turnovers';
import { raiseNotification } from '../notifications/raise';
import { TasksRepository } from '../tasks/tasks.repository';
import { InspectionsRepository } from './inspections.repository';

const MINUTE_MS = 60_000;

/** A cleaning whose finish asks for an inspection where the location wants one (DECISIONS.md §13). */
export const isCleaning = (task: Pick<TaskRow, 'origin'>) =>
  task.origin === 'turnover' || task.origin === 'reclean';

/** The next guest's arrival after `at`: the first active stay's check-in date at the check-in time. */
async function nextCheckIn(
  repo: InspectionsRepository,
  location: LocationRow,
  at: Date,
): Promise<Date | null> {
  const stays = await repo.nextStays(location.id, localDate(at, location.timezone));
  for (const stay of stays) {
    const arrival = localInstant(stay.checkIn, location.checkInTime, location.timezone);
    if (arrival.getTime() > at.getTime()) return arrival;
  }
  return null;
}

interface NewJob {
  location: LocationRow;
  kind: 'inspection' | 'reclean';
  at: Date;
  dueAt: Date | null;
  roomIds: string[];
  checklist: TTaskChecklistItem[];
  teamId: string | null;
  assigneeIds: string[];
}

/**
 * Makes a one-time job of the inspection flow (an inspection or a re-clean) with a title kept as a
 * kind, so each reader sees it in their own language as a turnover's, and tells who it is for: the
 * people given it (taskAssigned) and its team's other members (taskAssignedTeam).
 */
async function createJob(tx: Tx, job: NewJob): Promise<TaskRow> {
  const tasksRepo = new TasksRepository(tx);
  const { location } = job;
  const language = await tasksRepo.ownerLanguage(location.workspaceId);
  const task = await tasksRepo.insert({
    workspaceId: location.workspaceId,
    locationId: location.id,
    title: TASK_TITLES[job.kind][language ?? 'ru'],
    titleKey: job.kind,
    type: job.kind === 'inspection' ? 'inspect' : 'working',
    kind: 'one_time',
    origin: job.kind,
    startsAt: job.at,
    dueAt: job.dueAt,
    teamId: job.teamId,
    checklist: job.checklist,
    requireScan: job.kind === 'reclean' && location.requireScan,
    requirePhoto: job.kind === 'reclean' && location.requirePhoto,
    createdBy: null,
  });
  await tasksRepo.setRooms(task.id, job.roomIds);
  if (job.assigneeIds.length) await tasksRepo.setAssignees(task.id, job.assigneeIds);
  await tasksRepo.insertOccurrences([
    {
      workspaceId: location.workspaceId,
      taskId: task.id,
      locationId: location.id,
      startsAt: job.at,
      dueAt: job.dueAt,
    },
  ]);
  const common = {
    workspaceId: location.workspaceId,
    locationId: location.id,
    actorId: null,
    data: { taskId: task.id, taskTitle: task.title, taskTitleKey: task.titleKey },
  };
  if (job.assigneeIds.length)
    await raiseNotification(tx, {
      ...common,
      event: 'taskAssigned',
      recipients: { userIds: job.assigneeIds },
    });
  if (job.teamId)
    await raiseNotification(tx, {
      ...common,
      event: 'taskAssignedTeam',
      recipients: { teamMembersOf: job.teamId, except: job.assigneeIds },
    });
  return task;
}

/**
 * A cleaning finished at a location that inspects after each one makes one inspection job, in the
 * finish's transaction (DECISIONS.md §13): the cleaning's rooms; the items of the location's
 * inspection checklist, or, when it names none, those of the rooms' own checklists (each line knowing
 * its room, so a failed line names the room to clean again); given to the chosen inspector, else the
 * team's head, else the team; starting now and due by the next check-in, if one is booked.
 */
export async function createInspectionAfterCleaning(
  tx: Tx,
  cleaning: { task: TaskRow; finishedAt: Date },
): Promise<TaskRow | null> {
  const repo = new InspectionsRepository(tx);
  const location = await repo.location(cleaning.task.locationId);
  if (location?.type !== 'rental' || !location.inspectAfterTurnover) return null;
  const rooms = await new TasksRepository(tx).roomsOf([cleaning.task.id]);
  const roomIds = rooms.map((room) => room.id);

  let checklist: TTaskChecklistItem[];
  if (location.inspectionChecklistId) {
    const items = await repo.checklistItems(location.inspectionChecklistId);
    checklist = items.map((item) => ({ id: randomUUID(), text: item.text }));
  } else {
    const places = (await new TasksRepository(tx).roomsWithChecklistItems(location.id)).filter((room) =>
      roomIds.includes(room.id),
    );
    checklist = places.flatMap((room) =>
      room.items.map((item) => ({
        id: randomUUID(),
        text: places.length > 1 ? `${room.name}: ${item.text}` : item.text,
        roomId: room.id,
      })),
    );
  }

  const inspector =
    location.inspectorId ?? (location.teamId ? await repo.teamHead(location.teamId) : null) ?? null;
  return createJob(tx, {
    location,
    kind: 'inspection',
    at: cleaning.finishedAt,
    dueAt: await nextCheckIn(repo, location, cleaning.finishedAt),
    roomIds,
    checklist,
    teamId: inspector ? null : location.teamId,
    assigneeIds: inspector ? [inspector] : [],
  });
}

/** The items an inspector marked failed. */
export const failedItems = (items: TOccurrenceChecklistItem[] | null) =>
  (items ?? []).filter((item) => item.failed === true);

/**
 * A failed inspection makes one re-clean job, in the finish's transaction (DECISIONS.md §13): the
 * rooms of the failed items (the inspection's rooms when the items name none), the failed items as
 * its checklist, given to the team and people the last turnover was given to (else the location's
 * team), due by the next check-in, else within the location's cleaning duration.
 */
export async function createRecleanAfterFailedInspection(
  tx: Tx,
  inspection: {
    task: TaskRow;
    occurrence: OccurrenceRow;
    failed: TOccurrenceChecklistItem[];
    finishedAt: Date;
  },
): Promise<TaskRow | null> {
  const repo = new InspectionsRepository(tx);
  const location = await repo.location(inspection.task.locationId);
  if (!location) return null;
  const inspected = (await new TasksRepository(tx).roomsOf([inspection.task.id])).map((room) => room.id);
  const named = [...new Set(inspection.failed.flatMap((item) => (item.roomId ? [item.roomId] : [])))];
  const roomIds = named.length ? named : inspected;
  const assignment = (await repo.lastTurnoverAssignment(location.id)) ?? {
    teamId: location.teamId,
    assigneeIds: [],
  };
  const at = inspection.finishedAt;
  const dueAt =
    (await nextCheckIn(repo, location, at)) ?? new Date(at.getTime() + location.cleaningDuration * MINUTE_MS);
  return createJob(tx, {
    location,
    kind: 'reclean',
    at,
    dueAt,
    roomIds,
    checklist: inspection.failed.map((item) => ({
      id: randomUUID(),
      text: item.text,
      ...(item.roomId ? { roomId: item.roomId } : {}),
    })),
    teamId: assignment.teamId ?? location.teamId,
    assigneeIds: assignment.assigneeIds,
  });
}
