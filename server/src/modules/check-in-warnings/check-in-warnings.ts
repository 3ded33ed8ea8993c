import type { TReadinessState } from '@cleanops/contracts';
import type { Db } from '../../db/client';
import type { TCheckInWarningStage } from '../../db/schema';
import { localDate } from '../bookings/booking-turnovers';
import { raiseNotification } from '../notifications/raise';
import { ReadinessService } from '../readiness/readiness.service';
import { memoLocalInstant, placeStay } from '../readiness/readiness-rules';
import { CheckInWarningsRepository, type WarnedStay } from './check-in-warnings.repository';

const HOUR_MS = 3_600_000;
/**
 * How long after a check-in its "at" warning may still go out: a run missed by a restart still tells,
 * a process down for longer does not flood people with check-ins long past.
 */
export const AT_WARNING_GRACE_MS = HOUR_MS;

interface Due {
  stay: WarnedStay;
  checkInAt: Date;
  stage: TCheckInWarningStage;
}

/** Which warning of a stay is due at `now`, if any: its window, and not claimed yet. */
function dueWarning(stay: WarnedStay, checkInAt: Date, now: Date): TCheckInWarningStage | null {
  const at = now.getTime();
  const checkIn = checkInAt.getTime();
  const claimed = (stage: TCheckInWarningStage) =>
    stay.claimed.some((c) => c.stage === stage && c.checkInAt.getTime() === checkIn);
  if (at >= checkIn) return at < checkIn + AT_WARNING_GRACE_MS && !claimed('at') ? 'at' : null;
  return at >= checkIn - stay.warningHours * HOUR_MS && !claimed('before') ? 'before' : null;
}

/**
 * checkInNotReady (DECISIONS.md §13): a rental not Ready within its location's hours before a
 * check-in tells the owner, the administrators and the location team's managers once ("before"), and
 * once more at the check-in if it is still not Ready then ("at"). Readiness comes from the readiness
 * service, the one place it is derived: "before" reads it now, "at" just before the check-in, when the
 * arriving stay has not yet made the rental occupied. Before a check-in a rental whose previous guest
 * is still in is not warned of yet: nobody can clean it before they leave, and the warning would come
 * with every back-to-back stay; it is warned of once they leave, if it is not Ready.
 *
 * Each warning is a claim row with a unique key, inserted in the transaction that raises the
 * notification, so two processes (or two runs) never send the same one. Answers how many went out.
 */
export async function sendCheckInWarnings(db: Db, now: Date): Promise<number> {
  const repo = new CheckInWarningsRepository(db);
  const instant = memoLocalInstant();
  const due: Due[] = [];
  for (const stay of await repo.stays(now)) {
    const { checkInAt } = placeStay(
      { id: stay.bookingId, checkIn: stay.checkIn, checkOut: stay.checkOut },
      stay,
      instant,
    );
    const stage = dueWarning(stay, checkInAt, now);
    if (stage) due.push({ stay, checkInAt, stage });
  }
  if (!due.length) return 0;

  const readiness = new ReadinessService(db);
  // One reading per workspace and instant: a workspace's stays mostly check in at the same times.
  const readings = new Map<string, Promise<Map<string, TReadinessState>>>();
  const stateOf = async ({ stay, checkInAt, stage }: Due): Promise<TReadinessState | undefined> => {
    const at = stage === 'at' ? new Date(checkInAt.getTime() - 1) : now;
    const key = `${stay.workspaceId} ${at.toISOString()}`;
    let reading = readings.get(key);
    if (!reading) {
      reading = readiness.statesAt(stay.workspaceId, at);
      readings.set(key, reading);
    }
    return (await reading).get(stay.locationId);
  };

  let sent = 0;
  for (const warning of due) {
    const state = await stateOf(warning);
    if (!state || state === 'ready') continue;
    if (warning.stage === 'before' && state === 'occupied') continue;
    const { stay, checkInAt, stage } = warning;
    const raised = await db.transaction(async (tx) => {
      const claimed = await new CheckInWarningsRepository(tx).claim({
        workspaceId: stay.workspaceId,
        locationId: stay.locationId,
        bookingId: stay.bookingId,
        checkInAt,
        stage,
        state,
      });
      if (!claimed) return false;
      await raiseNotification(tx, {
        event: 'checkInNotReady',
        workspaceId: stay.workspaceId,
        locationId: stay.locationId,
        actorId: null,
        recipients: { ownerAndAdmins: true, managersOf: stay.teamId },
        data: {
          checkIn: {
            date: stay.checkIn,
            time: stay.checkInTime,
            today: stay.checkIn === localDate(now, stay.timezone),
            stage,
            state,
          },
        },
      });
      return true;
    });
    if (raised) sent += 1;
  }
  return sent;
}
