import { apiKeyGrantableRights, type TRight } from '@cleanops/contracts/rights';

/**
 * How the create form groups the rights a key may hold, by what they touch. A right of the
 * catalogue missing here lands in `other`, so a new right is offered the day it exists.
 */
export const RIGHT_GROUPS = {
  locations: [
    'get_locations',
    'create_location',
    'update_location',
    'delete_location',
    'get_notification_settings',
    'update_notification_settings',
    'get_client_instructions',
    'update_client_instructions',
  ],
  rooms: ['get_rooms', 'create_room', 'update_room', 'delete_room'],
  checklists: ['get_checklists', 'create_checklist', 'update_checklist', 'delete_checklist'],
  tasks: ['get_tasks', 'create_task', 'update_task', 'delete_task', 'complete_task', 'read_regular_column'],
  problems: ['report_problem', 'manage_problems'],
  people: [
    'get_teams',
    'create_team',
    'update_team',
    'delete_team',
    'get_employees',
    'invite_employees',
    'update_employee',
    'delete_employee',
    'get_invites',
    'create_invite',
    'delete_invite',
    'accept_invite',
    'reject_invite',
  ],
  business: ['get_analytics', 'get_subscription', 'create_subscription'],
} as const satisfies Record<string, readonly TRight[]>;

export type RightGroup = keyof typeof RIGHT_GROUPS | 'other';

/** The rights this person may put on a key, grouped; empty groups are left out. */
export function groupedGrantableRights(held: readonly TRight[]): { group: RightGroup; rights: TRight[] }[] {
  const grantable = apiKeyGrantableRights(held);
  const placed = new Set<TRight>(Object.values(RIGHT_GROUPS).flat());
  const groups: { group: RightGroup; rights: TRight[] }[] = Object.entries(RIGHT_GROUPS).map(
    ([group, rights]) => ({
      group: group as RightGroup,
      rights: (rights as readonly TRight[]).filter((r) => grantable.includes(r)),
    }),
  );
  groups.push({ group: 'other', rights: grantable.filter((r) => !placed.has(r)) });
  return groups.filter((g) => g.rights.length > 0);
}

/** The reading rights among these: a quick start for a key that only reads. */
export const readingRights = (rights: readonly TRight[]) => rights.filter((r) => r.startsWith('get_'));
