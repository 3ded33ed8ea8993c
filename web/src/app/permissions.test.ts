import { menuRightsEnabled, type RightsSubject, rightsFor } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { type AccessSubject, canOpen, firstAllowedPath, visibleMenuEntries } from './permissions';

function subjectOf(user: RightsSubject): AccessSubject {
  return { rights: rightsFor(user), menuEnabled: menuRightsEnabled(user) };
}
const paths = (subject: AccessSubject) => visibleMenuEntries(subject).map((entry) => entry.path);

const owner = subjectOf({ type: 'owner', role: null, level: 'regular' });
const staffWithoutRole = subjectOf({ type: 'staff', role: null, level: 'regular' });
const cleaner = subjectOf({ type: 'staff', role: 'cleaner', level: 'regular' });
const superuser = subjectOf({ type: 'super', role: null, level: 'regular' });

describe('permission map', () => {
  it('shows an owner every product entry and no admin entry', () => {
    expect(paths(owner)).toEqual([
      '/',
      '/locations',
      '/readiness',
      '/tasks',
      '/complaints',
      '/problems',
      '/employees',
      '/teams',
      '/analytics',
      '/integrations',
      '/chats',
    ]);
    expect(canOpen('locationSettings', owner)).toBe(true);
    // Problems are handled by those who manage them (DECISIONS.md §13), not by every reader.
    expect(canOpen('problems', owner)).toBe(true);
  });

  it('shows Integrations to the owner and administrators, not to managers', () => {
    const admin = subjectOf({ type: 'staff', role: 'admin', level: 'regular' });
    const manager = subjectOf({ type: 'staff', role: 'manager', level: 'head' });
    expect(paths(admin)).toContain('/integrations');
    expect(paths(manager)).not.toContain('/integrations');
    expect(canOpen('integrations', cleaner)).toBe(false);
  });

  it('shows staff without a role no product entry, though they hold read rights', () => {
    expect(staffWithoutRole.rights).toContain('get_locations');
    expect(paths(staffWithoutRole)).toEqual([]);
    expect(canOpen('locations', staffWithoutRole)).toBe(false);
  });

  it('shows a superuser the admin entries and no product entry', () => {
    expect(paths(superuser)).toEqual([
      '/chats',
      '/admin-dashboard',
      '/test-credentials',
      '/users-management',
      '/logs',
      '/active-codes',
      '/locations-management',
      '/app-versions',
    ]);
    expect(canOpen('locations', superuser)).toBe(false);
  });

  it('sends a cleaner from / to their first real page', () => {
    expect(canOpen('dashboard', cleaner)).toBe(false);
    expect(paths(cleaner)).toEqual(['/locations', '/readiness', '/tasks', '/teams', '/chats']);
    expect(firstAllowedPath(cleaner)).toBe('/locations');
    expect(canOpen('roomSettings', cleaner)).toBe(false);
  });
});
