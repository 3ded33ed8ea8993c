import { rightsFor } from '@cleanops/contracts/rights';
import { describe, expect, it } from 'vitest';
import { groupedGrantableRights, RIGHT_GROUPS, readingRights } from './right-groups';

const owner = rightsFor({ type: 'owner', role: null, level: 'regular' });

describe('the rights offered for an API key', () => {
  it('places every right an owner may give in a named group, none in "other"', () => {
    const groups = groupedGrantableRights(owner);
    expect(groups.map((g) => g.group)).not.toContain('other');
    const offered = groups.flatMap((g) => g.rights);
    expect(new Set(offered).size).toBe(offered.length);
    expect(offered).not.toContain('manage_integrations');
    expect(offered.length).toBe(owner.length - 1);
  });

  it('offers an admin only what an admin holds, and drops the groups left empty', () => {
    const admin = rightsFor({ type: 'staff', role: 'admin', level: 'regular' });
    const groups = groupedGrantableRights(admin);
    const offered = groups.flatMap((g) => g.rights);
    expect(offered).not.toContain('create_location');
    expect(offered).not.toContain('update_employee');
    expect(offered).toContain('accept_invite');
    expect(groups.find((g) => g.group === 'business')?.rights).toEqual(['get_analytics']);
  });

  it('puts a right no group names under "other"', () => {
    const groups = groupedGrantableRights(['get_rooms', 'get_logs']);
    expect(groups).toEqual([
      { group: 'rooms', rights: ['get_rooms'] },
      { group: 'other', rights: ['get_logs'] },
    ]);
  });

  it('picks the reading rights', () => {
    expect(readingRights(RIGHT_GROUPS.rooms)).toEqual(['get_rooms']);
  });
});
