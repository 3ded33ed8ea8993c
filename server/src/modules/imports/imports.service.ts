import {
  INVITE_IMPORT_COLUMNS,
  LOCATION_IMPORT_COLUMNS,
  type TImportFormat,
  type TImportKind,
  type TImportPreview,
  type TImportResult,
  type TLanguage,
} from '@cleanops/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../errors';
import { COLUMN_HEADERS, COMMERCIAL_KIND_TERMS, LOCATION_TYPE_TERMS } from '../../i18n/spreadsheet-terms';
import { InvitesRepository } from '../invites/invites.repository';
import { type Actor as InviteActor, type InvitesService, insertInvites } from '../invites/invites.service';
import { type Actor, insertLocation } from '../locations/locations.service';
import { recordLogs } from '../logs/logs.repository';
import { RoomsRepository } from '../rooms/rooms.repository';
import { insertRooms } from '../rooms/rooms.service';
import { assertActiveSubscription } from '../subscriptions/subscriptions.service';
import { ImportsRepository } from './imports.repository';
import { planInvites } from './invite-plan';
import { type NewRoom, planLocations } from './location-plan';
import { readSheet, type Sheet, writeCsv, writeXlsx } from './spreadsheet';

const COLUMNS: Record<TImportKind, readonly (keyof typeof COLUMN_HEADERS)[]> = {
  locations: LOCATION_IMPORT_COLUMNS,
  invites: INVITE_IMPORT_COLUMNS,
};

export interface SpreadsheetFile {
  name: string;
  mediaType: string;
  body: Buffer;
}

const MEDIA_TYPE: Record<TImportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const headerRow = (kind: TImportKind, language: TLanguage) =>
  COLUMNS[kind].map((column) => COLUMN_HEADERS[column][language]);

async function spreadsheet(rows: Sheet, format: TImportFormat, name: string): Promise<SpreadsheetFile> {
  return {
    name: `${name}.${format}`,
    mediaType: MEDIA_TYPE[format],
    body: format === 'csv' ? writeCsv(rows) : await writeXlsx(rows, name),
  };
}

/**
 * Spreadsheet import and export (docs/integrations.md). Preview and apply read the same file with
 * the same plan; apply plans again inside its transaction, so what it writes is checked against the
 * workspace as it is at commit, and creates through the locations', rooms' and invitations' own
 * functions.
 */
export class ImportsService {
  private readonly repo: ImportsRepository;

  constructor(
    private readonly db: Db,
    private readonly invites: InvitesService,
  ) {
    this.repo = new ImportsRepository(db);
  }

  template(kind: TImportKind, language: TLanguage, format: TImportFormat): Promise<SpreadsheetFile> {
    return spreadsheet([headerRow(kind, language)], format, `${kind}-template`);
  }

  /** Every location with one row per room (a location without rooms on a row of its own). */
  async exportLocations(
    workspaceId: string,
    language: TLanguage,
    format: TImportFormat,
  ): Promise<SpreadsheetFile> {
    const [locations, rooms, links] = await Promise.all([
      this.repo.locationsOf(workspaceId),
      this.repo.roomsOf(workspaceId),
      this.repo.roomChecklistNames(workspaceId),
    ]);
    const roomsOf = new Map<string, typeof rooms>();
    for (const room of rooms) roomsOf.set(room.locationId, [...(roomsOf.get(room.locationId) ?? []), room]);
    const checklistsOf = new Map<string, string[]>();
    for (const link of links)
      checklistsOf.set(link.roomId, [...(checklistsOf.get(link.roomId) ?? []), link.name]);
    const rows: Sheet = [headerRow('locations', language)];
    for (const location of locations) {
      const cells = {
        location: location.title,
        type: LOCATION_TYPE_TERMS[location.type][language],
        commercialKind: location.commercialKind
          ? COMMERCIAL_KIND_TERMS[location.commercialKind][language]
          : '',
        address: location.address,
        timezone: location.timezone,
        checkoutTime: location.checkoutTime,
        checkInTime: location.checkInTime,
      };
      const list = roomsOf.get(location.id) ?? [];
      const lines = list.length ? list : [null];
      for (const room of lines) {
        const all: Record<string, string> = {
          ...cells,
          room: room?.name ?? '',
          checklists: room ? (checklistsOf.get(room.id) ?? []).join('\n') : '',
        };
        rows.push(LOCATION_IMPORT_COLUMNS.map((column) => all[column] ?? ''));
      }
    }
    return spreadsheet(rows, format, 'locations');
  }

  async previewLocations(workspaceId: string, language: TLanguage, file: Buffer): Promise<TImportPreview> {
    const sheet = await readSheet(file);
    const plan = await planLocations(this.repo, workspaceId, sheet, language);
    return {
      kind: 'locations',
      columns: [...LOCATION_IMPORT_COLUMNS],
      rows: plan.rows,
      summary: plan.summary,
    };
  }

  /**
   * Creates every location and room the file's rows without problems describe, in one transaction:
   * a failure anywhere (a subscription limit, a name taken meanwhile) leaves nothing written.
   */
  async applyLocations(
    actor: Actor,
    workspaceId: string,
    language: TLanguage,
    file: Buffer,
  ): Promise<TImportResult> {
    const sheet = await readSheet(file);
    await assertActiveSubscription(this.db, workspaceId);
    try {
      const summary = await this.db.transaction(async (tx) => {
        const plan = await planLocations(new ImportsRepository(tx), workspaceId, sheet, language);
        const addRooms = async (locationId: string, rooms: NewRoom[]) => {
          if (!rooms.length) return;
          const created = await insertRooms(
            tx,
            actor,
            workspaceId,
            locationId,
            rooms.map((r) => r.name),
          );
          // Names are unique in a location, so each created row is found by its name.
          const wanted = new Map(rooms.map((room) => [room.name, room.checklistIds]));
          const links = created
            .map((room) => ({ roomId: room.id, checklistIds: wanted.get(room.name) ?? [] }))
            .filter((link) => link.checklistIds.length);
          await new RoomsRepository(tx).attachChecklists(links);
          await recordLogs(
            tx,
            links.map((link) => ({
              action: 'update_room' as const,
              userId: actor.userId,
              ip: actor.ip,
              data: { workspaceId, roomId: link.roomId, checklistIds: link.checklistIds },
            })),
          );
        };
        for (const location of plan.newLocations) {
          const created = await insertLocation(tx, actor, workspaceId, location.body);
          await addRooms(created.id, location.rooms);
        }
        for (const [locationId, rooms] of plan.newRooms) await addRooms(locationId, rooms);
        return plan.summary;
      });
      return { kind: 'locations', summary };
    } catch (error) {
      // Another import or a person added the same room since the plan was read: nothing was kept.
      if (isUniqueViolation(error, 'rooms_location_name_key'))
        throw new AppError('conflict', { messageKey: 'importChangedMeanwhile' });
      throw error;
    }
  }

  async previewInvites(actor: InviteActor, workspaceId: string, language: TLanguage, file: Buffer) {
    const sheet = await readSheet(file);
    const plan = await planInvites(this.db, actor, workspaceId, sheet, language);
    return {
      kind: 'invites' as const,
      columns: [...INVITE_IMPORT_COLUMNS],
      rows: plan.rows,
      summary: plan.summary,
    };
  }

  /** All the file's invitations in one transaction; their messages go out after the commit, as POST /invite's. */
  async applyInvites(
    actor: InviteActor,
    workspaceId: string,
    language: TLanguage,
    file: Buffer,
    signInUrl: string,
  ): Promise<TImportResult> {
    const sheet = await readSheet(file);
    await assertActiveSubscription(this.db, workspaceId);
    const { summary, created } = await this.db.transaction(async (tx) => {
      await new InvitesRepository(tx).lockWorkspace(workspaceId);
      const plan = await planInvites(tx, actor, workspaceId, sheet, language);
      const created = [];
      for (const [role, contacts] of plan.byRole)
        created.push(...(await insertInvites(tx, actor, workspaceId, { contacts, role, locationId: null })));
      return { summary: plan.summary, created };
    });
    await this.invites.notify(actor.user, created, null, signInUrl);
    return { kind: 'invites', summary };
  }
}
