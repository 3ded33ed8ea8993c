import { randomBytes } from 'node:crypto';
import {
  ROOMS_PER_LOCATION_MAX,
  type TLanguage,
  type TPublicRoom,
  type TRoom,
  type TRoomSummary,
} from '@cleanops/contracts';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError, fieldError, notFound } from '../../errors';
import { ChecklistsRepository } from '../checklists/checklists.repository';
import { toChecklist } from '../checklists/checklists.service';
import { AttachmentsRepository } from '../files/attachments.repository';
import type { SignedLinks } from '../files/signed-links';
import { toStoredFile } from '../files/stored-file-view';
import { LocationsRepository } from '../locations/locations.repository';
import type { Actor } from '../locations/locations.service';
import { recordLog, recordLogs } from '../logs/logs.repository';
import { assertActiveSubscription } from '../subscriptions/subscriptions.service';
import { TasksRepository } from '../tasks/tasks.repository';
import { qrPng, qrSvg } from './qr-codes';
import { buildQrSheet } from './qr-sheet';
import { roomCodeOf } from './room-code';
import { RoomsRepository } from './rooms.repository';

/** Who looks: the user (signed links are theirs) and the origin public QR links are built on. */
export interface Viewer {
  userId: string;
  publicBase: string;
}

const publicUrl = (publicBase: string, qrToken: string) => `${publicBase}/q/${qrToken}`;

/** Room names are unique per location, case-insensitively (a unique index); a lost race is a 409 too. */
export async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'rooms_location_name_key'))
      throw new AppError('name_taken', { fields: [{ path: 'body.name', key: 'name_taken' }] });
    throw error;
  }
}

/**
 * Creates rooms of one location inside the caller's transaction, for POST …/rooms (one) and the
 * spreadsheet import (many) alike. The location stays locked until commit, so two creations at once
 * cannot pass the cap together. A name already used in the location fails on the unique index
 * (guardName turns that into a 409).
 */
export async function insertRooms(
  tx: Tx,
  actor: Actor,
  workspaceId: string,
  locationId: string,
  names: string[],
) {
  if (!(await new LocationsRepository(tx).lock(workspaceId, locationId))) throw notFound();
  const repo = new RoomsRepository(tx);
  if ((await repo.countInLocation(locationId)) + names.length > ROOMS_PER_LOCATION_MAX)
    throw new AppError('conflict', {
      fields: [{ path: 'body.name', key: 'roomsLimit', vars: { max: ROOMS_PER_LOCATION_MAX } }],
    });
  // 128 random bits: the token is the room's public address, so it must not be guessable (DECISIONS.md §6).
  const created = await repo.insertMany(
    names.map((name) => ({ workspaceId, locationId, name, qrToken: randomBytes(16).toString('base64url') })),
  );
  await recordLogs(
    tx,
    created.map((room) => ({
      action: 'create_room' as const,
      userId: actor.userId,
      ip: actor.ip,
      data: { workspaceId, locationId, roomId: room.id, name: room.name },
    })),
  );
  return created;
}

/** Rooms and zones of a location, their checklists and QR codes (DECISIONS.md §6). */
export class RoomsService {
  private readonly repo: RoomsRepository;

  constructor(
    private readonly db: Db,
    private readonly links: SignedLinks,
  ) {
    this.repo = new RoomsRepository(db);
  }

  async list(workspaceId: string, locationId: string): Promise<TRoomSummary[]> {
    if (!(await new LocationsRepository(this.db).findById(workspaceId, locationId))) throw notFound();
    const rows = await this.repo.listOfLocation(workspaceId, locationId);
    return rows.map(({ qrToken: _, createdAt, ...room }) => ({
      ...room,
      createdAt: createdAt.toISOString(),
    }));
  }

  async get(workspaceId: string, id: string, viewer: Viewer): Promise<TRoom> {
    const room = await this.repo.findById(workspaceId, id);
    if (!room) throw notFound();
    const [checklists, materials] = await Promise.all([
      new ChecklistsRepository(this.db).ofRoom(id),
      new AttachmentsRepository(this.db).materialsOfRooms([id]),
    ]);
    const path = `/api/rooms/${id}`;
    return {
      id: room.id,
      locationId: room.locationId,
      location: { id: room.locationId, title: room.locationTitle },
      name: room.name,
      publicUrl: publicUrl(viewer.publicBase, room.qrToken),
      code: roomCodeOf(room.qrToken),
      qrPngUrl: this.links.sign(`${path}/qr.png`, viewer.userId),
      qrSvgUrl: this.links.sign(`${path}/qr.svg`, viewer.userId),
      checklists: checklists.map(toChecklist),
      materials: (materials.get(id) ?? []).map((file) => toStoredFile(file, this.links, viewer.userId)),
      createdAt: room.createdAt.toISOString(),
      updatedAt: room.updatedAt.toISOString(),
    };
  }

  async create(actor: Actor, workspaceId: string, locationId: string, name: string, viewer: Viewer) {
    await assertActiveSubscription(this.db, workspaceId, 'room_subscription_expired');
    const room = await guardName(() =>
      this.db.transaction(async (tx) => (await insertRooms(tx, actor, workspaceId, locationId, [name]))[0]!),
    );
    return this.get(workspaceId, room.id, viewer);
  }

  async rename(actor: Actor, workspaceId: string, id: string, name: string, viewer: Viewer): Promise<TRoom> {
    await guardName(() =>
      this.db.transaction(async (tx) => {
        if (!(await new RoomsRepository(tx).rename(workspaceId, id, name))) throw notFound();
        await recordLog(tx, {
          action: 'update_room',
          userId: actor.userId,
          ip: actor.ip,
          data: { workspaceId, roomId: id, name },
        });
      }),
    );
    return this.get(workspaceId, id, viewer);
  }

  async delete(actor: Actor, workspaceId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await new RoomsRepository(tx).delete(workspaceId, id))) throw notFound();
      await recordLog(tx, {
        action: 'delete_room',
        userId: actor.userId,
        ip: actor.ip,
        data: { workspaceId, roomId: id },
      });
    });
  }

  /** Replaces the attached checklists, in order; only the workspace's own checklists can be attached. */
  async setChecklists(
    actor: Actor,
    workspaceId: string,
    id: string,
    checklistIds: string[],
    viewer: Viewer,
  ): Promise<TRoom> {
    if (new Set(checklistIds).size !== checklistIds.length)
      throw fieldError('body.checklistIds', 'duplicate');
    await this.db.transaction(async (tx) => {
      const repo = new RoomsRepository(tx);
      if (!(await repo.lock(workspaceId, id))) throw notFound();
      // Another workspace's checklist answers exactly like a missing one (DECISIONS.md §2).
      const known = await new ChecklistsRepository(tx).existingIds(workspaceId, checklistIds);
      if (known.length !== checklistIds.length) throw notFound();
      await repo.replaceChecklists(id, checklistIds);
      await recordLog(tx, {
        action: 'update_room',
        userId: actor.userId,
        ip: actor.ip,
        data: { workspaceId, roomId: id, checklistIds },
      });
    });
    return this.get(workspaceId, id, viewer);
  }

  async qrCode(workspaceId: string, id: string, format: 'png' | 'svg', publicBase: string) {
    const room = await this.repo.findById(workspaceId, id);
    if (!room) throw notFound();
    const url = publicUrl(publicBase, room.qrToken);
    return { name: room.name, body: format === 'png' ? await qrPng(url) : await qrSvg(url) };
  }

  async qrSheet(workspaceId: string, locationId: string, publicBase: string, language: TLanguage) {
    const location = await new LocationsRepository(this.db).findById(workspaceId, locationId);
    if (!location) throw notFound();
    const rooms = await this.repo.listOfLocation(workspaceId, locationId);
    // Locations have no language of their own: guests read the owner's, whoever prints the sheet.
    const guestLanguage = (await new TasksRepository(this.db).ownerLanguage(workspaceId)) ?? language;
    const pdf = await buildQrSheet({
      location,
      rooms: rooms.map((room) => ({
        name: room.name,
        code: roomCodeOf(room.qrToken),
        publicUrl: publicUrl(publicBase, room.qrToken),
      })),
      language,
      guestLanguage,
    });
    return { name: location.title, pdf };
  }

  /**
   * The names anyone with the code may see; the room's id only to someone of its workspace, whose
   * page lists their jobs in it. To a guest it would be an internal id for nothing.
   */
  async publicRoom(qrToken: string, viewerWorkspaceId: string | null): Promise<TPublicRoom> {
    const room = await this.repo.findPublicByToken(qrToken);
    if (!room) throw notFound();
    const { roomId, workspaceId, locationType, showLastCleaned, timezone, ...names } = room;
    // The cleaning log on the door: a commercial place's, and only while it shows it (DECISIONS.md §13).
    const cleaning =
      locationType === 'commercial' && showLastCleaned ? await this.repo.lastCleaning(roomId) : undefined;
    const reply: TPublicRoom = cleaning
      ? { ...names, lastCleaned: { at: cleaning.at.toISOString(), by: cleaning.by, timezone } }
      : names;
    return workspaceId === viewerWorkspaceId ? { roomId, ...reply } : reply;
  }
}
