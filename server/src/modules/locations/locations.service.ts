import {
  LOCATION_NOTIFICATION_EVENTS,
  type TLocation,
  type TNotificationSettings,
  type TRentalState,
  type ZCreateLocationRequest,
  type ZUpdateLocationRequest,
} from '@cleanops/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { NewLocationRow } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../errors';
import { planLocationTurnovers } from '../bookings/booking-turnovers';
import { ChecklistsRepository } from '../checklists/checklists.repository';
import type { SignedLinks } from '../files/signed-links';
import { recordLog } from '../logs/logs.repository';
import { assertActiveSubscription } from '../subscriptions/subscriptions.service';
import { createTurnoverJob, removeNotStartedTurnoverJobs } from '../tasks/rental-turnover';
import { TeamsRepository } from '../teams/teams.repository';
import { type LocationListQuery, LocationsRepository, type LocationWithCount } from './locations.repository';

export type CreateLocation = z.output<typeof ZCreateLocationRequest>;
type UpdateLocation = z.output<typeof ZUpdateLocationRequest>;
/** Who acts: the user (whose signed links the reply carries) and their IP for the log. */
export interface Actor {
  userId: string;
  ip: string;
}

/**
 * Creates a location inside the caller's transaction: the one way a location comes to be, for
 * POST /locations and the spreadsheet import alike. The caller has checked the subscription.
 */
export async function insertLocation(tx: Tx, actor: Actor, workspaceId: string, body: CreateLocation) {
  const created = await new LocationsRepository(tx).insert({
    ...body,
    workspaceId,
    // SPEC.md §1: only rentals are clean or dirty.
    state: body.type === 'rental' ? body.state : 'clean',
    createdBy: actor.userId,
  });
  // A rental created dirty needs its cleaning job like one marked dirty later (DECISIONS.md §7).
  if (created.type === 'rental' && created.state === 'dirty')
    await createTurnoverJob(tx, created, created.createdAt, actor.userId);
  await recordLog(tx, {
    action: 'create_location',
    userId: actor.userId,
    ip: actor.ip,
    data: { workspaceId, locationId: created.id, title: created.title, type: created.type },
  });
  return created;
}

export class LocationsService {
  private readonly repo: LocationsRepository;

  constructor(
    private readonly db: Db,
    private readonly links: SignedLinks,
  ) {
    this.repo = new LocationsRepository(db);
  }

  private view(row: LocationWithCount, userId: string): TLocation {
    return {
      id: row.id,
      title: row.title,
      address: row.address,
      type: row.type,
      commercialKind: row.commercialKind,
      latitude: row.latitude,
      longitude: row.longitude,
      timezone: row.timezone,
      checkoutTime: row.checkoutTime,
      checkInTime: row.checkInTime,
      cleaningDuration: row.cleaningDuration,
      recleanAfter: row.recleanAfter,
      requirePhoto: row.requirePhoto,
      requireReport: row.requireReport,
      requireScan: row.requireScan,
      closedWhileBlocked: row.closedWhileBlocked,
      inspectAfterTurnover: row.inspectAfterTurnover,
      inspectorId: row.inspectorId,
      inspectionChecklistId: row.inspectionChecklistId,
      checkInWarningHours: row.checkInWarningHours,
      showLastCleaned: row.type === 'commercial' && row.showLastCleaned,
      complaintMergeMinutes: row.complaintMergeMinutes,
      state: row.state,
      stateChangedAt: row.stateChangedAt.toISOString(),
      team: row.teamId && row.teamName ? { id: row.teamId, name: row.teamName } : null,
      roomsCount: row.roomsCount,
      qrSheetUrl: this.links.sign(`/api/locations/${row.id}/qr-sheet.pdf`, userId),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private async found(workspaceId: string, id: string): Promise<LocationWithCount> {
    const row = await this.repo.findById(workspaceId, id);
    if (!row) throw notFound();
    return row;
  }

  async list(workspaceId: string, userId: string, query: LocationListQuery) {
    const { rows, total } = await this.repo.list(workspaceId, query);
    return {
      items: rows.map((row) => this.view(row, userId)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async get(workspaceId: string, userId: string, id: string): Promise<TLocation> {
    return this.view(await this.found(workspaceId, id), userId);
  }

  async create(actor: Actor, workspaceId: string, body: CreateLocation): Promise<TLocation> {
    await assertActiveSubscription(this.db, workspaceId);
    const row = await this.db.transaction((tx) => insertLocation(tx, actor, workspaceId, body));
    return this.view({ ...row, roomsCount: 0, teamName: null }, actor.userId);
  }

  async update(actor: Actor, workspaceId: string, id: string, body: UpdateLocation): Promise<TLocation> {
    await this.db.transaction(async (tx) => {
      const repo = new LocationsRepository(tx);
      // A team of another workspace answers like one that does not exist (DECISIONS.md §2). Held
      // before the location is locked: team edits lock the team, then its locations.
      if (body.teamId && !(await new TeamsRepository(tx).holdForReference(workspaceId, body.teamId)))
        throw notFound();
      // The inspector is a working member of this workspace, the checklist one of its library; another
      // workspace's id answers like one that does not exist, naming the field.
      if (
        body.inspectorId &&
        !(await new TeamsRepository(tx).lockStaff(workspaceId, [body.inspectorId])).length
      )
        throw new AppError('not_found', {
          fields: [{ path: 'body.inspectorId', key: 'inspectorNotMember' }],
        });
      if (
        body.inspectionChecklistId &&
        !(await new ChecklistsRepository(tx).existingIds(workspaceId, [body.inspectionChecklistId])).length
      )
        throw new AppError('not_found', {
          fields: [{ path: 'body.inspectionChecklistId', key: 'checklistNotFound' }],
        });
      const current = await repo.lock(workspaceId, id);
      if (!current) throw notFound();
      // The create schema checks the kind against the type; a partial change is checked on the result.
      const type = body.type ?? current.type;
      const kind = body.commercialKind !== undefined ? body.commercialKind : current.commercialKind;
      if (type === 'commercial' && !kind) throw fieldError('body.commercialKind', 'required');
      if (type === 'rental' && kind) throw fieldError('body.commercialKind', 'invalidValue');
      // The cleaning log on the door is a commercial place's (DECISIONS.md §13): asking it of a rental is
      // refused; a commercial place turned rental stops showing it.
      if (type === 'rental' && body.showLastCleaned)
        throw fieldError('body.showLastCleaned', 'commercialOnly');
      const values: Partial<NewLocationRow> = { ...body };
      if (type === 'rental' && current.showLastCleaned) values.showLastCleaned = false;
      if (type === 'commercial' && current.state !== 'clean') values.state = 'clean';
      if (values.state && values.state !== current.state) values.stateChangedAt = new Date();
      await repo.update(id, values);
      // The state decides the turnover job, as POST …/state does: dirty brings one, clean drops the
      // one nobody has started (a rental turned commercial is clean).
      const state = values.state ?? current.state;
      if (state !== current.state) {
        const now = new Date();
        if (state === 'dirty') await createTurnoverJob(tx, { ...current, ...values }, now, actor.userId);
        else await removeNotStartedTurnoverJobs(tx, id, now);
      }
      // New checkout or check-in times (or zone, or cleaning duration) move the bookings' turnovers
      // nobody has started; the location's row lock is held, as the planner wants.
      const retimed = ['checkoutTime', 'checkInTime', 'cleaningDuration', 'timezone'] as const;
      if (type === 'rental' && retimed.some((key) => body[key] !== undefined && body[key] !== current[key]))
        await planLocationTurnovers(tx, { ...current, ...values }, new Date());
      await recordLog(tx, {
        action: 'update_location',
        userId: actor.userId,
        ip: actor.ip,
        data: { workspaceId, locationId: id, changed: Object.keys(body) },
      });
    });
    return this.get(workspaceId, actor.userId, id);
  }

  async delete(actor: Actor, workspaceId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await new LocationsRepository(tx).delete(workspaceId, id))) throw notFound();
      await recordLog(tx, {
        action: 'delete_location',
        userId: actor.userId,
        ip: actor.ip,
        data: { workspaceId, locationId: id },
      });
    });
  }

  /**
   * Marks a rental clean or dirty (DECISIONS.md §7); the time counts only when the state really
   * changes. Dirty brings the turnover job (also when the rental was already dirty without one, as a
   * rental created dirty is); clean by hand drops the turnover job nobody has started. The row lock
   * keeps two marks from both making a job.
   */
  async setState(actor: Actor, workspaceId: string, id: string, state: TRentalState): Promise<TLocation> {
    await this.db.transaction(async (tx) => {
      const repo = new LocationsRepository(tx);
      const current = await repo.lock(workspaceId, id);
      if (!current) throw notFound();
      if (current.type !== 'rental') throw fieldError('body.state', 'rentalOnly');
      const now = new Date();
      const changed = current.state !== state;
      if (changed) await repo.update(id, { state, stateChangedAt: now });
      const jobId = state === 'dirty' ? await createTurnoverJob(tx, current, now, actor.userId) : null;
      const removed = state === 'clean' ? await removeNotStartedTurnoverJobs(tx, id, now) : 0;
      if (!changed && !jobId && !removed) return;
      await recordLog(tx, {
        action: 'update_location',
        userId: actor.userId,
        ip: actor.ip,
        data: { workspaceId, locationId: id, state, ...(jobId ? { turnoverTaskId: jobId } : {}) },
      });
    });
    return this.get(workspaceId, actor.userId, id);
  }

  async notificationSettings(workspaceId: string, id: string): Promise<TNotificationSettings> {
    const row = await this.found(workspaceId, id);
    // Events added to the catalogue after the row was saved start on, like the column's default.
    const events = Object.fromEntries(
      LOCATION_NOTIFICATION_EVENTS.map((event) => [event, row.notificationEvents[event] ?? true]),
    ) as TNotificationSettings['events'];
    return { enabled: row.notificationsEnabled, events };
  }

  /** Logged as update_location (SPEC.md §9) with what was switched, when anything was. */
  async updateNotificationSettings(
    actor: Actor,
    workspaceId: string,
    id: string,
    body: TNotificationSettings,
  ): Promise<TNotificationSettings> {
    await this.db.transaction(async (tx) => {
      const repo = new LocationsRepository(tx);
      const before = await repo.lock(workspaceId, id);
      if (!before) throw notFound();
      await repo.update(id, { notificationsEnabled: body.enabled, notificationEvents: body.events });
      const events = LOCATION_NOTIFICATION_EVENTS.filter(
        (e) => (before.notificationEvents[e] ?? true) !== body.events[e],
      );
      if (before.notificationsEnabled === body.enabled && !events.length) return;
      await recordLog(tx, {
        action: 'update_location',
        userId: actor.userId,
        ip: actor.ip,
        data: {
          workspaceId,
          locationId: id,
          changed: ['notificationSettings'],
          notifications: {
            ...(before.notificationsEnabled !== body.enabled ? { enabled: body.enabled } : {}),
            ...Object.fromEntries(events.map((e) => [e, body.events[e]])),
          },
        },
      });
    });
    return this.notificationSettings(workspaceId, id);
  }
}
