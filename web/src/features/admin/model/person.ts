/** A person as the admin screens name them: their name when filled in, else their contact. */
export interface PersonLike {
  name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
}

export function personLabel(person: PersonLike | null | undefined): string {
  if (!person) return '—';
  const name = [person.name, person.surname].filter(Boolean).join(' ').trim();
  return name || person.email || person.phone || '—';
}

/** The contacts under a name; only those the person has. */
export function personContacts(person: PersonLike): string[] {
  return [person.email, person.phone].filter((contact): contact is string => Boolean(contact));
}
