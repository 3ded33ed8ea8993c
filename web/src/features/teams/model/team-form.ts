import type { TCreateTeamRequest, TTeam, TUpdateTeamRequest } from '@cleanops/contracts';

/** What the team editor holds. */
export interface TeamFormValues {
  name: string;
  description: string;
  memberIds: string[];
  headId: string | null;
  locationIds: string[];
}

export const TEAM_FIELDS = ['name', 'description', 'memberIds', 'headId', 'locationIds'] as const;

export function emptyTeamValues(): TeamFormValues {
  return { name: '', description: '', memberIds: [], headId: null, locationIds: [] };
}

export function toTeamFormValues(team: TTeam): TeamFormValues {
  return {
    name: team.name,
    description: team.description ?? '',
    memberIds: team.members.map((member) => member.id),
    headId: team.head?.id ?? null,
    locationIds: team.locations.map((location) => location.id),
  };
}

/** The head is one of the members (DECISIONS.md §4): a head who left the members is no head. */
export function headAmong(headId: string | null | undefined, memberIds: readonly string[]): string | null {
  return headId && memberIds.includes(headId) ? headId : null;
}

/** Trimmed, with an empty description sent as "none" rather than as an empty text. */
function normalise(values: TeamFormValues) {
  const memberIds = values.memberIds ?? [];
  return {
    name: (values.name ?? '').trim(),
    description: (values.description ?? '').trim() || null,
    memberIds,
    headId: headAmong(values.headId, memberIds),
    locationIds: values.locationIds ?? [],
  };
}

export function toCreateTeamRequest(values: TeamFormValues): TCreateTeamRequest {
  return normalise(values);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

/** PATCH body with only what changed; the order of members or locations is not a change. */
export function toUpdateTeamRequest(team: TTeam, values: TeamFormValues): TUpdateTeamRequest {
  const stored = normalise(toTeamFormValues(team));
  const next = normalise(values);
  const changes: TUpdateTeamRequest = {};
  if (next.name !== stored.name) changes.name = next.name;
  if (next.description !== stored.description) changes.description = next.description;
  if (!sameSet(next.memberIds, stored.memberIds)) changes.memberIds = next.memberIds;
  if (next.headId !== stored.headId) changes.headId = next.headId;
  if (!sameSet(next.locationIds, stored.locationIds)) changes.locationIds = next.locationIds;
  return changes;
}
