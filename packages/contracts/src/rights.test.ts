import { describe, expect, it } from 'vitest';
import { apiKeyGrantableRights, approvedSubject, menuRightsEnabled, rightsFor } from './rights';

const staff = (role: 'admin' | 'manager' | 'cleaner' | null, level: 'regular' | 'head' = 'regular') =>
  rightsFor({ type: 'staff', role, level });

describe('rights catalogue (DECISIONS.md §4)', () => {
  it('gives create/delete location and subscriptions to owners only', () => {
    const owner = rightsFor({ type: 'owner', role: null, level: 'regular' });
    expect(owner).toEqual(
      expect.arrayContaining(['create_location', 'delete_location', 'create_subscription']),
    );
    for (const role of ['admin', 'manager', 'cleaner'] as const) {
      expect(staff(role, 'head')).not.toContain('create_location');
      expect(staff(role, 'head')).not.toContain('create_subscription');
    }
  });

  it('lets admins but not managers decide on employees who accepted an invite', () => {
    expect(staff('admin')).toEqual(
      expect.arrayContaining(['accept_invite', 'reject_invite', 'invite_employees']),
    );
    expect(staff('manager')).not.toContain('accept_invite');
    expect(staff('manager')).toContain('invite_employees');
  });

  it('gives a head cleaner the task rights and a regular cleaner only reading', () => {
    expect(staff('cleaner', 'head')).toEqual(
      expect.arrayContaining(['create_task', 'complete_task', 'read_regular_column']),
    );
    expect(staff('cleaner')).toEqual([
      'get_locations',
      'get_rooms',
      'get_teams',
      'get_tasks',
      'get_invites',
      'get_checklists',
      'report_problem',
    ]);
    expect(staff(null)).not.toContain('report_problem');
    expect(staff(null)).toEqual(staff('cleaner').filter((r) => r !== 'report_problem'));
  });

  it('lets every working member report a problem and those who run locations manage them (DECISIONS.md §13)', () => {
    const owner = rightsFor({ type: 'owner', role: null, level: 'regular' });
    for (const rights of [
      owner,
      staff('admin'),
      staff('manager'),
      staff('cleaner'),
      staff('cleaner', 'head'),
    ]) {
      expect(rights).toContain('report_problem');
    }
    for (const rights of [owner, staff('admin'), staff('manager')])
      expect(rights).toContain('manage_problems');
    expect(staff('cleaner', 'head')).not.toContain('manage_problems');
    expect(staff(null)).not.toContain('report_problem');
  });

  it('keeps the superuser to the internal admin rights', () => {
    const sup = rightsFor({ type: 'super', role: null, level: 'regular' });
    expect(sup).toContain('get_test_credentials');
    expect(sup).not.toContain('get_locations');
    expect(rightsFor({ type: 'owner', role: null, level: 'regular' })).not.toContain('get_logs');
  });

  it("gives the superuser exactly SPEC.md §6's 14 platform rights (with DECISIONS.md §4's app versions)", () => {
    const sup = rightsFor({ type: 'super', role: null, level: 'regular' });
    expect([...sup].sort()).toEqual(
      [
        'get_test_credentials',
        'create_test_credentials',
        'delete_test_credentials',
        'get_logs',
        'get_active_codes',
        'get_users',
        'create_users',
        'update_users',
        'delete_users',
        'get_admin_locations',
        'remove_overdue_tasks',
        'create_custom_subscription',
        'attach_to_owner_users',
        'manage_app_versions',
      ].sort(),
    );
    // None of them is a workspace right: no role of a workspace holds any.
    const workspaceRights = new Set([
      ...rightsFor({ type: 'owner', role: null, level: 'regular' }),
      ...staff('admin', 'head'),
    ]);
    expect(sup.filter((r) => workspaceRights.has(r))).toEqual([]);
  });

  it('gives staff awaiting a team what staff without a role hold, whatever their role (DECISIONS.md §5)', () => {
    const admin = { type: 'staff', role: 'admin', level: 'head' } as const;
    expect(rightsFor(approvedSubject(admin, false))).toEqual(staff(null));
    expect(menuRightsEnabled(approvedSubject(admin, false))).toBe(false);
    expect(rightsFor(approvedSubject(admin, true))).toEqual(staff('admin'));
    const owner = { type: 'owner', role: null, level: 'regular' } as const;
    expect(rightsFor(approvedSubject(owner, false))).toEqual(rightsFor(owner));
  });

  it('turns the menu off for staff without a role only', () => {
    expect(menuRightsEnabled({ type: 'staff', role: null, level: 'regular' })).toBe(false);
    expect(menuRightsEnabled({ type: 'staff', role: 'cleaner', level: 'regular' })).toBe(true);
    expect(menuRightsEnabled({ type: 'owner', role: null, level: 'regular' })).toBe(true);
  });

  it('lets the owner and admins, not managers or cleaners, manage the integrations and their API keys', () => {
    expect(rightsFor({ type: 'owner', role: null, level: 'regular' })).toContain('manage_integrations');
    expect(staff('admin')).toContain('manage_integrations');
    expect(staff('admin', 'head')).toContain('manage_integrations');
    for (const role of ['manager', 'cleaner', null] as const) {
      expect(staff(role, 'head')).not.toContain('manage_integrations');
    }
  });

  it('never puts manage_integrations on an API key, and nothing its creator lacks', () => {
    const grantable = apiKeyGrantableRights(staff('admin'));
    expect(grantable).not.toContain('manage_integrations');
    expect(grantable).toContain('get_tasks');
    expect(apiKeyGrantableRights(staff('cleaner'))).toEqual(staff('cleaner'));
  });
});
