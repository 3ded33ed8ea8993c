import {
  LOCATION_DEFAULTS,
  LOCATION_IMPORT_COLUMNS,
  LOCATION_IMPORT_REQUIRED,
  ROOM_CHECKLISTS_MAX,
  ROOMS_PER_LOCATION_MAX,
  type TImportRow,
  type TImportSummary,
  type TLanguage,
  type TLocationImportColumn,
  ZCreateLocationRequest,
  ZCreateRoomRequest,
} from '@cleanops/contracts';
import { COMMERCIAL_KIND_INDEX, LOCATION_TYPE_INDEX, normaliseTerm } from '../../i18n/spreadsheet-terms';
import type { CreateLocation } from '../locations/locations.service';
import type { ImportsRepository } from './imports.repository';
import { issueProblem, type RowProblem, readRows, rowErrors } from './sheet-rows';
import type { Sheet } from './spreadsheet';

/** The location fields a row repeats; rows of one new location must agree on them. */
const LOCATION_FIELDS = [
  'type',
  'commercialKind',
  'address',
  'timezone',
  'checkoutTime',
  'checkInTime',
] as const satisfies readonly TLocationImportColumn[];

/** The create request's field each location column fills (the rest take the wizard's defaults). */
const FIELD_COLUMN: Record<string, TLocationImportColumn> = {
  title: 'location',
  type: 'type',
  commercialKind: 'commercialKind',
  address: 'address',
  timezone: 'timezone',
  checkoutTime: 'checkoutTime',
  checkInTime: 'checkInTime',
};

export interface NewRoom {
  name: string;
  checklistIds: string[];
}
export interface LocationPlan {
  rows: TImportRow[];
  summary: TImportSummary;
  /** Locations to create, each with its rooms, in the file's order. */
  newLocations: { body: CreateLocation; rooms: NewRoom[] }[];
  /** Rooms to add to locations that exist, by location id. */
  newRooms: Map<string, NewRoom[]>;
}

/** Titles and room names match as the unique index on rooms compares them: without case. */
const key = (value: string) => value.trim().toLocaleLowerCase();

/**
 * Reads a sheet of locations and rooms against what the workspace holds (docs/integrations.md): a
 * location whose name the workspace already has gets only the rooms it lacks; a new one is checked
 * with the create request's own schema, a room name with the room's. A row with any problem is
 * skipped as a whole, the others go ahead.
 */
export async function planLocations(
  repo: ImportsRepository,
  workspaceId: string,
  sheet: Sheet,
  language: TLanguage,
): Promise<LocationPlan> {
  const read = readRows(sheet, LOCATION_IMPORT_COLUMNS, LOCATION_IMPORT_REQUIRED, language);
  const [existing, existingRooms, library] = await Promise.all([
    repo.locationsOf(workspaceId),
    repo.roomsOf(workspaceId),
    repo.checklistsOf(workspaceId),
  ]);
  const byTitle = new Map<string, { id: string }[]>();
  for (const location of existing) {
    const list = byTitle.get(key(location.title)) ?? [];
    list.push(location);
    byTitle.set(key(location.title), list);
  }
  const roomNames = new Map<string, Set<string>>();
  for (const room of existingRooms) {
    const names = roomNames.get(room.locationId) ?? new Set<string>();
    names.add(key(room.name));
    roomNames.set(room.locationId, names);
  }
  const checklistByName = new Map(library.map((c) => [key(c.name), c.id]));

  /** A location to create: the first row without problems defines it, the rest must agree. */
  const planned = new Map<
    string,
    {
      row: number;
      values: Record<string, string>;
      body: CreateLocation;
      rooms: NewRoom[];
      names: Map<string, number>;
    }
  >();
  /** Rooms this file adds to an existing location, with the row that adds each. */
  const added = new Map<string, Map<string, number>>();
  const newRooms = new Map<string, NewRoom[]>();
  const rows: TImportRow[] = [];
  const summary: TImportSummary = {
    rows: 0,
    errorRows: 0,
    unchangedRows: 0,
    locations: 0,
    rooms: 0,
    checklistLinks: 0,
    invites: 0,
  };

  for (const { row, values } of read) {
    summary.rows += 1;
    const problems: RowProblem[] = [];
    const title = values.location ?? '';
    const roomName = values.room ?? '';
    const matches = title ? (byTitle.get(key(title)) ?? []) : [];
    if (!title) problems.push({ column: 'location', key: 'required' });
    else if (matches.length > 1) problems.push({ column: 'location', key: 'importAmbiguousLocation' });

    let body: CreateLocation | null = null;
    const pending = title ? planned.get(key(title)) : undefined;
    if (title && !matches.length) {
      const parsed = parseLocation(values, problems);
      body = parsed;
      if (pending && parsed)
        for (const column of LOCATION_FIELDS)
          if (
            normaliseTerm(String(parsed[column] ?? '')) !== normaliseTerm(String(pending.body[column] ?? ''))
          )
            problems.push({ column, key: 'importLocationDiffers', vars: { row: pending.row } });
    }

    let room: NewRoom | null = null;
    if (roomName) {
      const parsed = ZCreateRoomRequest.shape.name.safeParse(roomName);
      if (!parsed.success) problems.push(issueProblem('room', parsed.error.issues[0]!));
      else
        room = {
          name: parsed.data,
          checklistIds: checklistIdsOf(values.checklists ?? '', checklistByName, problems),
        };
    } else if (values.checklists) problems.push({ column: 'room', key: 'required' });

    // Where the room would go: names already there are left as they are, twice in the file is a problem.
    const location = matches.length === 1 ? matches[0]! : null;
    let unchangedRoom = false;
    if (room) {
      const roomKey = key(room.name);
      const inFile = location ? added.get(location.id) : pending?.names;
      const there = location ? roomNames.get(location.id) : undefined;
      if (there?.has(roomKey)) unchangedRoom = true;
      else if (inFile?.has(roomKey))
        problems.push({ column: 'room', key: 'importDuplicateRoom', vars: { row: inFile.get(roomKey)! } });
      else {
        const count = (there?.size ?? 0) + (inFile?.size ?? 0);
        if (count >= ROOMS_PER_LOCATION_MAX)
          problems.push({ column: 'room', key: 'roomsLimit', vars: { max: ROOMS_PER_LOCATION_MAX } });
      }
    }

    if (problems.length) {
      summary.errorRows += 1;
      rows.push({ row, values, outcome: 'error', errors: rowErrors(problems, language) });
      continue;
    }

    let outcome: TImportRow['outcome'] = 'unchanged';
    if (location) {
      if (room && !unchangedRoom) {
        const inFile = added.get(location.id) ?? new Map<string, number>();
        inFile.set(key(room.name), row);
        added.set(location.id, inFile);
        const list = newRooms.get(location.id) ?? [];
        list.push(room);
        newRooms.set(location.id, list);
        outcome = 'newRoom';
      }
    } else {
      let target = pending;
      if (!target) {
        target = { row, values, body: body!, rooms: [], names: new Map() };
        planned.set(key(title), target);
        summary.locations += 1;
        outcome = 'newLocation';
      }
      if (room) {
        target.names.set(key(room.name), row);
        target.rooms.push(room);
        if (outcome === 'unchanged') outcome = 'newRoom';
      }
    }
    if (outcome === 'unchanged') summary.unchangedRows += 1;
    else if (room) {
      summary.rooms += 1;
      summary.checklistLinks += room.checklistIds.length;
    }
    rows.push({ row, values, outcome, errors: [] });
  }

  return {
    rows,
    summary,
    newLocations: [...planned.values()].map(({ body, rooms }) => ({ body, rooms })),
    newRooms,
  };
}

/** The create request a row describes, checked with its schema; null when the row has a problem. */
function parseLocation(values: Record<string, string>, problems: RowProblem[]): CreateLocation | null {
  const before = problems.length;
  for (const column of ['address', 'timezone', 'type'] as const)
    if (!values[column]) problems.push({ column, key: 'required' });
  const type = values.type ? LOCATION_TYPE_INDEX.get(normaliseTerm(values.type)) : undefined;
  if (values.type && !type) problems.push({ column: 'type', key: 'invalidValue' });
  const kind = values.commercialKind
    ? COMMERCIAL_KIND_INDEX.get(normaliseTerm(values.commercialKind))
    : undefined;
  if (values.commercialKind && !kind) problems.push({ column: 'commercialKind', key: 'invalidValue' });
  if (problems.length > before) return null;
  const parsed = ZCreateLocationRequest.safeParse({
    title: values.location,
    address: values.address,
    type,
    commercialKind: kind ?? null,
    timezone: values.timezone,
    checkoutTime: values.checkoutTime || LOCATION_DEFAULTS.checkoutTime,
    checkInTime: values.checkInTime || LOCATION_DEFAULTS.checkInTime,
    cleaningDuration: LOCATION_DEFAULTS.cleaningDuration,
    recleanAfter: LOCATION_DEFAULTS.recleanAfter,
    requirePhoto: LOCATION_DEFAULTS.requirePhoto,
    requireReport: LOCATION_DEFAULTS.requireReport,
    requireScan: LOCATION_DEFAULTS.requireScan,
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    problems.push(issueProblem(FIELD_COLUMN[String(issue.path[0])] ?? 'location', issue));
  return null;
}

/** A cell lists checklists one per line (a name never holds a line break), each one of the library's. */
function checklistIdsOf(cell: string, byName: Map<string, string>, problems: RowProblem[]): string[] {
  const ids: string[] = [];
  for (const name of cell
    .split(/\r?\n/)
    .map((n) => n.trim())
    .filter(Boolean)) {
    const id = byName.get(key(name));
    if (!id) problems.push({ column: 'checklists', key: 'importChecklistNotFound', vars: { name } });
    else if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > ROOM_CHECKLISTS_MAX)
    problems.push({ column: 'checklists', key: 'tooBig', vars: { max: ROOM_CHECKLISTS_MAX } });
  return ids;
}
