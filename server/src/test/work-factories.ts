import { randomBytes, randomUUID } from 'node:crypto';
import type { TTaskKind, TTaskOrigin, TTaskSchedule, TTaskType } from '@cleanops/contracts';
import {
  locations,
  type NewLocationRow,
  type NewOccurrenceRow,
  type NewUserRow,
  occurrences,
  rooms,
  taskAssignees,
  taskRooms,
  tasks,
  teamMembers,
  teams,
} from '../db/schema';
import { newStaff } from './factories';
import type { TestApp } from './test-app';

/**
 * Factories for the work tests (tasks, jobs, photo reports), writing rows straight into the tables so
 * these tests do not depend on POST /tasks or the places routes (STYLE.md: factories, not fixtures).
 */

/** A location with rooms; each room's qrToken is what its QR code and short code are made from. */
export async function newWorkPlace(
  t: TestApp,
  workspaceId: string,
  options: { rooms?: string[] } & Partial<NewLocationRow> = {},
) {
  const { rooms: roomNames = ['Kitchen'], ...extra } = options;
  const [location] = await t.db
    .insert(locations)
    .values({
      workspaceId,
      title: `Flat ${randomBytes(2).toString('hex')}`,
      address: 'Abay 1, Almaty',
      type: 'rental',
      timezone: 'Asia/Almaty',
      ...extra,
    })
    .returning();
  const roomRows = roomNames.length
    ? await t.db
        .insert(rooms)
        .values(
          roomNames.map((name) => ({
            workspaceId,
            locationId: location!.id,
            name,
            qrToken: randomBytes(16).toString('base64url'),
          })),
        )
        .returning()
    : [];
  return { location: location!, rooms: roomRows };
}

export async function newTeam(t: TestApp, workspaceId: string, memberIds: string[] = [], name?: string) {
  const [team] = await t.db
    .insert(teams)
    .values({ workspaceId, name: name ?? `Team ${randomBytes(3).toString('hex')}` })
    .returning();
  if (memberIds.length)
    await t.db.insert(teamMembers).values(memberIds.map((userId) => ({ teamId: team!.id, userId })));
  return team!;
}

/** Staff with a role (cleaner by default) in the given teams: an active employee (DECISIONS.md §5). */
export async function newWorker(
  t: TestApp,
  workspaceId: string,
  teamIds: string[] = [],
  role: 'admin' | 'manager' | 'cleaner' = 'cleaner',
  extra: Partial<NewUserRow> = {},
) {
  const staff = await newStaff(t, workspaceId, role, { name: 'Aigerim', surname: 'Sultan', ...extra });
  if (teamIds.length)
    await t.db.insert(teamMembers).values(teamIds.map((teamId) => ({ teamId, userId: staff.id })));
  return staff;
}

/** A schedule for recurring test tasks; the factory writes occurrences itself, so it is only shown. */
const DAILY: TTaskSchedule = {
  frequency: 'daily',
  startDate: '2025-01-01',
  endDate: null,
  startTime: '09:00',
  endTime: null,
  interval: 1,
  weekDays: [],
  monthDay: null,
};

export interface NewTaskOptions {
  workspaceId: string;
  locationId: string;
  roomIds?: string[];
  title?: string;
  description?: string | null;
  kind?: TTaskKind;
  type?: TTaskType;
  origin?: TTaskOrigin;
  teamId?: string | null;
  assigneeIds?: string[];
  /** Item texts; each gets an id. */
  checklist?: string[];
  flags?: Partial<{
    photosBefore: boolean;
    photosAfter: boolean;
    requireScan: boolean;
    requirePhoto: boolean;
    emergency: boolean;
  }>;
  schedule?: TTaskSchedule;
  /** The one job's start (default now) and due time (default none). */
  startsAt?: Date;
  dueAt?: Date | null;
  /** Several jobs instead of one (a recurring task's), each with any column set (state, finishedBy…). */
  occurrences?: (Partial<NewOccurrenceRow> & { startsAt: Date })[];
}

/** A task with its rooms, assignees and job(s); `occurrence` is the first job. */
export async function newTask(t: TestApp, options: NewTaskOptions) {
  const kind = options.kind ?? 'one_time';
  const startsAt = options.startsAt ?? new Date();
  const dueAt = options.dueAt ?? null;
  const [task] = await t.db
    .insert(tasks)
    .values({
      workspaceId: options.workspaceId,
      locationId: options.locationId,
      title: options.title ?? `Clean ${randomBytes(2).toString('hex')}`,
      description: options.description ?? null,
      type: options.type ?? 'working',
      kind,
      origin: options.origin ?? 'manual',
      startsAt: kind === 'one_time' ? startsAt : null,
      dueAt: kind === 'one_time' ? dueAt : null,
      schedule: kind === 'recurring' ? (options.schedule ?? DAILY) : null,
      teamId: options.teamId ?? null,
      checklist: (options.checklist ?? []).map((text) => ({ id: randomUUID(), text })),
      ...options.flags,
    })
    .returning();
  const roomIds = options.roomIds ?? [];
  if (roomIds.length)
    await t.db.insert(taskRooms).values(roomIds.map((roomId) => ({ taskId: task!.id, roomId })));
  const assigneeIds = options.assigneeIds ?? [];
  if (assigneeIds.length)
    await t.db.insert(taskAssignees).values(assigneeIds.map((userId) => ({ taskId: task!.id, userId })));
  const jobs = await t.db
    .insert(occurrences)
    .values(
      (options.occurrences ?? [{ startsAt, dueAt }]).map((o) => ({
        workspaceId: options.workspaceId,
        locationId: options.locationId,
        taskId: task!.id,
        ...o,
      })),
    )
    .returning();
  return { task: task!, occurrence: jobs[0]!, occurrences: jobs };
}
