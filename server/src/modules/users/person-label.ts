import { users } from '../../db/schema';

/** What personLabel reads of a person. */
export interface Nameable {
  name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
}

/** A person in one line: name and surname, else their e-mail, else their phone; '' when none is known. */
export const personLabel = (person: Nameable): string =>
  [person.name, person.surname].filter(Boolean).join(' ') || person.email || person.phone || '';

/** The columns of a joined person that personLabel needs, with the id: null as a whole when none joined. */
export const personColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phone: users.phone,
};
