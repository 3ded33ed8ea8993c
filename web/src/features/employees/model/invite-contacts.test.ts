import { describe, expect, it } from 'vitest';
import { checkInviteContacts, rowOfServerPath } from './invite-contacts';

const own = { email: 'Owner@Example.com', phone: '+77011234567' };

describe('checkInviteContacts', () => {
  it('sends e-mails lower-cased and phones as typed in E.164, leaving blank rows out', () => {
    const checked = checkInviteContacts(
      [
        { kind: 'email', email: ' Anna@Example.com ' },
        { kind: 'phone', phone: '+7' },
        { kind: 'phone', phone: '+7 701 765 43 21' },
        { kind: 'email', email: '' },
      ],
      own,
    );
    expect(checked.problems).toEqual([]);
    expect(checked.contacts).toEqual([{ email: 'anna@example.com' }, { phone: '+77017654321' }]);
    expect(checked.rowOf).toEqual([0, 2]);
  });

  it('refuses your own e-mail or phone, whatever the case', () => {
    const checked = checkInviteContacts(
      [
        { kind: 'email', email: 'owner@example.COM' },
        { kind: 'phone', phone: '+7 701 123 45 67' },
      ],
      own,
    );
    expect(checked.problems).toEqual([
      { row: 0, field: 'email', key: 'self' },
      { row: 1, field: 'phone', key: 'self' },
    ]);
  });

  it('marks the second of two equal contacts, not the first', () => {
    const checked = checkInviteContacts(
      [
        { kind: 'email', email: 'a@example.com' },
        { kind: 'email', email: 'b@example.com' },
        { kind: 'email', email: 'A@example.com' },
      ],
      own,
    );
    expect(checked.problems).toEqual([{ row: 2, field: 'email', key: 'duplicate' }]);
  });

  it('checks the kind chosen in the row, ignoring what was typed for the other kind', () => {
    const checked = checkInviteContacts([{ kind: 'phone', email: 'x@example.com', phone: '12' }], own);
    expect(checked.contacts).toEqual([]);
    expect(checked.problems).toEqual([]);
    const invalid = checkInviteContacts([{ kind: 'email', email: 'not-an-email' }], own);
    expect(invalid.problems).toEqual([{ row: 0, field: 'email', key: 'invalidEmail' }]);
  });
});

describe('rowOfServerPath', () => {
  it('maps the n-th sent contact back to its form row', () => {
    expect(rowOfServerPath('body.contacts.1.phone', [0, 2])).toEqual({ row: 2, field: 'phone' });
    expect(rowOfServerPath('body.contacts.0', [3])).toEqual({ row: 3, field: undefined });
    expect(rowOfServerPath('body.contacts', [0])).toBe('list');
    expect(rowOfServerPath('body.locationId', [0])).toBeNull();
  });
});
