import { randomUUID } from 'node:crypto';
import type { TTaskChecklistItem, TTaskTitleKey } from '@cleanops/contracts';
import { Temporal } from 'temporal-polyfill';
import type { Db, Tx } from '../../db/client';
import type { LocationRow } from '../../db/schema';
import { TASK_TITLES } from '../../i18n/task-titles';
import { recordLog } from '../logs/logs.repository';
import { raiseNotification } from '../notifications/raise';
import { emitJobWebhooks, emitRemovedJobWebhooks } from '../occurrences/job-webhooks';
import { TasksRepository } from '../tasks/tasks.repository';
import { BookingsRepository, type BookingWithJob } from './bookings.repository';

const MINUTE_MS = 60_000;
const BATCH_SIZE = 100;

type PlannedLocation = Pick<
  LocationRow,
  | 'id'
  | 'workspaceId'
  | 'teamId'
  | 'timezone'
  | 'checkoutTime'
  | 'checkInTime'
  | 'cleaningDuration'
  | 'requireScan'
  | 'requirePhoto'
>;

/** A local date and HH:mm of the location as an instant (a gap moves forward, DECISIONS.md §7). */
export function localInstant(date: string, time: string, timezone: string): Date {
  const zoned = Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timezone, {
    disambiguation: 'compatible',
  });
  return new Date(zoned.epochMilliseconds);
}

/** The location's local date (YYYY-MM-DD) at an instant. */
export function localDate(at: Date, timezone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime())
    .toZonedDateTimeISO(timezone)
    .toPlainDate()
    .toString();
}

export interface TurnoverTimes {
  startsAt: Date;
  dueAt: Date;
  sameDay: boolean;
  /** The next active stay's check-in date, or null when none follows. */
  nextCheckIn: string | null;
}

/**
 * When a stay's turnover runs: it starts at the check-out date's checkout time and is due
 * by the next stay's check-in (the check-in time on its check-in date) when a stay follows with no
 * blocked dates between, else within the cleaning duration. A next check-in that would not leave the job any time (a check-in
 * time earlier than the checkout time on a same-day change) falls back to the cleaning duration.
 * Same-day: the next stay checks in on the date this one checks out. `stays` are the location's
 * active stays.
 */
export function turnoverTimes(
  stay: { id: string; checkOut: string },
  stays: { id: string; checkIn: string }[],
  location: Pick<PlannedLocation, 'timezone' | 'checkoutTime' | 'checkInTime' | 'cleaningDuration'>,
  blocked: { checkIn: string; checkOut: string }[] = [],
): TurnoverTimes {
  const startsAt = localInstant(stay.checkOut, location.checkoutTime, location.timezone);
  let next: string | null = null;
  for (const other of stays) {
    if (other.id === stay.id || other.checkIn < stay.checkOut) continue;
    if (next === null || other.checkIn < next) next = other.checkIn;
  }
  const byDuration = new Date(startsAt.getTime() + location.cleaningDuration * MINUTE_MS);
  let dueAt = byDuration;
  // Blocked dates between the checkout and the next check-in (an owner's stay, a calendar closed for
  // months) leave that check-in no bound for this cleaning: it is due within the cleaning duration.
  const blockedBetween =
    next !== null && blocked.some((b) => b.checkOut > stay.checkOut && b.checkIn < next!);
  if (next !== null && !blockedBetween) {
    const nextArrival = localInstant(next, location.checkInTime, location.timezone);
    if (nextArrival.getTime() > startsAt.getTime()) dueAt = nextArrival;
  }
  return { startsAt, dueAt, sameDay: next === stay.checkOut, nextCheckIn: next };
}

/** A stay's new turnover job: a one-time task of origin 'turnover' as a rental turning dirty makes one. */
async function createStayJob(tx: Tx, location: PlannedLocation, times: TurnoverTimes) {
  const repo = new TasksRepository(tx);
  const language = await repo.ownerLanguage(location.workspaceId);
  const places = await repo.roomsWithChecklistItems(location.id);
  const checklist: TTaskChecklistItem[] = places.flatMap((room) =>
    room.items.map((item) => ({
      id: randomUUID(),
      text: places.length > 1 ? `${room.name}: ${item.text}` : item.text,
    })),
  );
  const task = await repo.insert({
    workspaceId: location.workspaceId,
    locationId: location.id,
    title: TASK_TITLES.turnover[language ?? 'ru'],
    titleKey: 'turnover',
    type: 'working',
    kind: 'one_time',
    origin: 'turnover',
    startsAt: times.startsAt,
    dueAt: times.dueAt,
    teamId: location.teamId,
    checklist,
    requireScan: location.requireScan,
    requirePhoto: location.requirePhoto,
    createdBy: null,
  });
  await repo.setRooms(
    task.id,
    places.map((room) => room.id),
  );
  await repo.insertOccurrences([
    {
      workspaceId: location.workspaceId,
      taskId: task.id,
      locationId: location.id,
      startsAt: times.startsAt,
      dueAt: times.dueAt,
    },
  ]);
  return { task, occurrenceId: await repo.occurrenceOfTask(task.id) };
}

export interface PlanResult {
  created: number;
  moved: number;
  cancelled: number;
  warned: number;
}

/**
 * Brings a location's turnover jobs in line with its bookings. The caller holds the
 * location's row lock (BookingsRepository.lockLocation), so however many processes sync at once, each
 * stay gets one job, and a re-read with nothing changed changes nothing.
 * - An active stay without a job gets one, while its deadline is still ahead and it checks out today
 *   or later (a stay gone before today makes no job); a stay whose job was removed by hand (the task deleted, or the rental marked clean) is
 *   not given another unless its dates change.
 * - A job nobody started follows its stay's times (and its team hears `turnoverMoved`).
 * - A cancelled stay, or one that became blocked dates, loses the job nobody started
 *   (`turnoverCancelled` to the team and whoever picked it), and is unlinked from it: should the
 *   stay come back, it gets a job again.
 * - A started job is never touched: the booking carries the warning 'turnover_started' instead.
 */
export async function planLocationTurnovers(
  tx: Tx,
  location: PlannedLocation,
  now: Date,
): Promise<PlanResult> {
  const repo = new BookingsRepository(tx);
  const result: PlanResult = { created: 0, moved: 0, cancelled: 0, warned: 0 };
  const all = await repo.plannable(location.id);
  const stays = all.filter((b) => b.status === 'active' && b.kind === 'stay');
  const blocked = await repo.activeBlocked(location.id);
  const common = { workspaceId: location.workspaceId, locationId: location.id, actorId: null };
  const today = localDate(now, location.timezone);

  const warn = async (booking: BookingWithJob) => {
    if (booking.warning === 'turnover_started') return;
    await repo.updateBooking(booking.id, { warning: 'turnover_started', updatedAt: now });
    result.warned++;
  };

  /** The jobs made in this pass, told to the team together at the end. */
  const made: NewJob[] = [];

  const isWanted = (b: BookingWithJob) => b.status === 'active' && b.kind === 'stay';
  // First what is no longer wanted, so a stay sharing its checkout can take the cleaning over below.
  for (const booking of all.filter((b) => !isWanted(b))) {
    const job = booking.occurrence;
    if (!job || job.state === 'completed') continue;
    if (job.startedAt) {
      await warn(booking);
      continue;
    }
    const removed = await repo.removeJob(booking.taskId!, job.id, now);
    if (removed) {
      await emitRemovedJobWebhooks(tx, 'turnover.cancelled', [removed]);
      // Unlinked: the job went with the stay, not by hand, so the stay gets one again should it come
      // back (a stay missing from one read and there in the next).
      await repo.updateBooking(booking.id, { taskId: null, occurrenceId: null, updatedAt: now });
      result.cancelled++;
      await raiseNotification(tx, {
        ...common,
        event: 'turnoverCancelled',
        recipients: { teamMembersOf: location.teamId, userIds: job.pickedBy ? [job.pickedBy] : [] },
        data: {
          taskId: booking.taskId,
          taskTitle: booking.taskTitle,
          taskTitleKey: booking.taskTitleKey,
          startsAt: job.startsAt.toISOString(),
        },
      });
    }
  }

  // One cleaning per checkout: the same stay read from two feeds (a PMS and the channel it feeds, or
  // one link added twice) shares one job. The stay keeping it is the one with a job, else the one
  // whose job was removed by hand, else the first.
  const byCheckout = new Map<string, BookingWithJob[]>();
  for (const stay of stays) byCheckout.set(stay.checkOut, [...(byCheckout.get(stay.checkOut) ?? []), stay]);
  const owners = new Set<string>();
  for (const group of byCheckout.values()) {
    const owner = group.find((b) => b.occurrence) ?? group.find((b) => b.taskId) ?? group[0]!;
    owners.add(owner.id);
    for (const duplicate of group) {
      const job = duplicate.occurrence;
      if (duplicate === owner || !job || job.startedAt || job.state === 'completed') continue;
      if (await repo.removeJob(duplicate.taskId!, job.id, now))
        await repo.updateBooking(duplicate.id, { taskId: null, occurrenceId: null, updatedAt: now });
    }
  }

  for (const booking of stays.filter((b) => owners.has(b.id))) {
    const job = booking.occurrence;
    const times = turnoverTimes(booking, stays, location, blocked);
    if (!job) {
      // A task left from an earlier job (removed by hand) means "no cleaning wanted for these dates".
      if (booking.taskId && !booking.occurrenceId) continue;
      // A stay that checked out before today (in the location's zone) makes no job: one would
      // have "started" days ago, although its next check-in is still ahead.
      if (booking.checkOut < today || times.dueAt.getTime() <= now.getTime()) continue;
      const created = await createStayJob(tx, location, times);
      await repo.updateBooking(booking.id, {
        taskId: created.task.id,
        occurrenceId: created.occurrenceId,
        warning: null,
        updatedAt: now,
      });
      result.created++;
      made.push({
        taskId: created.task.id,
        occurrenceId: created.occurrenceId,
        taskTitle: created.task.title,
        taskTitleKey: created.task.titleKey,
        startsAt: times.startsAt.toISOString(),
      });
      continue;
    }
    const same =
      job.startsAt.getTime() === times.startsAt.getTime() && job.dueAt?.getTime() === times.dueAt.getTime();
    if (same || job.state === 'completed') continue;
    if (job.startedAt) {
      await warn(booking);
      continue;
    }
    await repo.moveJob(booking.taskId!, job.id, times.startsAt, times.dueAt, now);
    result.moved++;
    await raiseNotification(tx, {
      ...common,
      event: 'turnoverMoved',
      recipients: { teamMembersOf: location.teamId, userIds: job.pickedBy ? [job.pickedBy] : [] },
      data: {
        taskId: booking.taskId,
        occurrenceId: job.id,
        taskTitle: booking.taskTitle,
        taskTitleKey: booking.taskTitleKey,
        startsAt: times.startsAt.toISOString(),
      },
    });
  }
  await tellNewJobs(tx, location, made);
  await emitJobWebhooks(
    tx,
    'turnover.created',
    made.map((job) => ({ workspaceId: location.workspaceId, id: job.occurrenceId })),
  );
  await tellOverlaps(tx, repo, location, stays, today);
  return result;
}

interface NewJob {
  taskId: string;
  occurrenceId: string;
  taskTitle: string;
  taskTitleKey: TTaskTitleKey | null;
  startsAt: string;
}

/**
 * The team hears of the turnovers one pass made: one job as any task given to a team
 * (taskAssignedTeam), several as one message per person (turnoversAssigned, with how many and when
 * the first starts), so a calendar read for the first time does not send one e-mail per stay.
 */
async function tellNewJobs(tx: Tx, location: PlannedLocation, made: NewJob[]) {
  if (!location.teamId || made.length === 0) return;
  const common = { workspaceId: location.workspaceId, locationId: location.id, actorId: null };
  const recipients = { teamMembersOf: location.teamId };
  if (made.length === 1) {
    await raiseNotification(tx, { ...common, event: 'taskAssignedTeam', recipients, data: made[0]! });
    return;
  }
  const first = made.reduce((a, b) => (b.startsAt < a.startsAt ? b : a));
  await raiseNotification(tx, {
    ...common,
    event: 'turnoversAssigned',
    recipients,
    data: { ...first, count: made.length },
  });
}

/**
 * Double bookings: the owner and administrators hear of each pair of overlapping stays still ahead
 * once (booking_overlap_notices), however often the feeds are read. Which stays overlap is the
 * repository's rule (overlapsOf), the one the screens show.
 */
async function tellOverlaps(
  tx: Tx,
  repo: BookingsRepository,
  location: PlannedLocation,
  stays: BookingWithJob[],
  today: string,
) {
  const byId = new Map(stays.map((stay) => [stay.id, stay]));
  const overlaps = await repo.overlapsOf(stays.filter((stay) => stay.checkOut > today).map((s) => s.id));
  for (const [id, others] of overlaps) {
    for (const otherId of others) {
      // Each pair once: from its smaller id, unless the other stay is not among those looked at.
      if (id > otherId && overlaps.has(otherId)) continue;
      const stay = byId.get(id);
      const other = byId.get(otherId);
      if (!stay || !other || !(await repo.noteOverlap(id, otherId))) continue;
      await raiseNotification(tx, {
        event: 'bookingsOverlap',
        workspaceId: location.workspaceId,
        locationId: location.id,
        actorId: null,
        recipients: { ownerAndAdmins: true },
        data: {
          overlap: {
            from: stay.checkIn > other.checkIn ? stay.checkIn : other.checkIn,
            to: stay.checkOut < other.checkOut ? stay.checkOut : other.checkOut,
          },
        },
      });
    }
  }
}

/** Locks the location and plans its turnovers in one transaction: manual bookings and API callers. */
export async function planTurnoversOf(db: Db, locationId: string, now: Date): Promise<PlanResult | null> {
  return db.transaction(async (tx) => {
    const location = await new BookingsRepository(tx).lockLocation(locationId);
    if (location?.type !== 'rental') return null;
    return planLocationTurnovers(tx, location, now);
  });
}

/**
 * "At checkout time the rental turns dirty" (DECISIONS.md §7): a rental whose booking's
 * turnover has started becomes dirty. Its job already exists, so none is made here (createTurnoverJob
 * would refuse anyway while an unfinished turnover has started). Answers how many turned dirty.
 */
export async function markCheckedOutRentalsDirty(db: Db, now: Date, batchSize = BATCH_SIZE): Promise<number> {
  let marked = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rentals = await new BookingsRepository(tx).claimCheckedOutRentals(now, batchSize);
      const tasks = new TasksRepository(tx);
      for (const location of rentals) {
        await tasks.setRentalState(location.id, 'dirty', now);
        await recordLog(tx, {
          action: 'update_location',
          data: {
            workspaceId: location.workspaceId,
            locationId: location.id,
            state: 'dirty',
            reason: 'checkout',
          },
        });
      }
      return rentals.length;
    });
    marked += count;
    if (count < batchSize) return marked;
  }
}
