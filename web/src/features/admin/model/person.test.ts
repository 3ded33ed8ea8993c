import { describe, expect, it } from 'vitest';
import { personContacts, personLabel } from './person';

const nobody = { name: null, surname: null, email: null, phone: null };

describe('how the admin screens name a person', () => {
  it('uses the name when there is one, else the e-mail, else the phone', () => {
    expect(personLabel({ ...nobody, name: 'Lev', surname: 'Renewing', email: 'lev@example.test' })).toBe(
      'Lev Renewing',
    );
    expect(personLabel({ ...nobody, email: 'lev@example.test', phone: '+77015550101' })).toBe(
      'lev@example.test',
    );
    expect(personLabel({ ...nobody, phone: '+77015550101' })).toBe('+77015550101');
    expect(personLabel(null)).toBe('—');
  });

  it('lists only the contacts the person has', () => {
    expect(personContacts({ ...nobody, phone: '+77015550101' })).toEqual(['+77015550101']);
  });
});
