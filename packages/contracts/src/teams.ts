import { z } from 'zod';
import { ZIsoDateTime, ZListQuery } from './common';
import { STAFF_LEVELS, STAFF_ROLES } from './rights';
import { ZLine, ZMultiline, ZSearch } from './validation';

export const TEAM_NAME_MAX = 80;
export const TEAM_DESCRIPTION_MAX = 500;
export const TEAM_MEMBERS_MAX = 200;

/** A person as every picker of people shows them: unavailable ones are marked (SPEC.md §4). */
export const ZPersonRef = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  role: z.enum(STAFF_ROLES).nullable(),
  level: z.enum(STAFF_LEVELS),
  available: z.boolean(),
  unavailableDate: ZIsoDateTime.nullable(),
});
export type TPersonRef = z.infer<typeof ZPersonRef>;

export const ZTeam = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** One of the members (DECISIONS.md §4). */
  head: ZPersonRef.nullable(),
  members: z.array(ZPersonRef),
  /** Locations this team is attached to (a location has at most one team). */
  locations: z.array(z.object({ id: z.uuid(), title: z.string() })),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TTeam = z.infer<typeof ZTeam>;

const ZTeamName = ZLine(TEAM_NAME_MAX, 2);
const teamFields = {
  name: ZTeamName,
  description: ZMultiline(TEAM_DESCRIPTION_MAX).nullable(),
  /** Must be one of memberIds. */
  headId: z.uuid().nullable(),
  memberIds: z.array(z.uuid()).max(TEAM_MEMBERS_MAX, { message: 'tooBig' }),
  /** Attaching a location here detaches it from the team it had. */
  locationIds: z.array(z.uuid()).max(500, { message: 'tooBig' }),
};
export const ZCreateTeamRequest = z
  .object({
    ...teamFields,
    description: teamFields.description.default(null),
    headId: teamFields.headId.default(null),
    memberIds: teamFields.memberIds.default([]),
    locationIds: teamFields.locationIds.default([]),
  })
  .strict();
export type TCreateTeamRequest = z.input<typeof ZCreateTeamRequest>;
export const ZUpdateTeamRequest = z.object(teamFields).partial().strict();
export type TUpdateTeamRequest = z.infer<typeof ZUpdateTeamRequest>;

export const ZTeamListQuery = ZListQuery.extend({
  sortBy: z.enum(['name', 'createdAt']).default('name'),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
  search: ZSearch,
});
export type TTeamListQuery = z.input<typeof ZTeamListQuery>;
export const ZTeamPage = z.object({
  items: z.array(ZTeam),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TTeamPage = z.infer<typeof ZTeamPage>;
