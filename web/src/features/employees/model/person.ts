import type { TEmployee } from '@cleanops/contracts';

type Named = Pick<TEmployee, 'name' | 'surname'>;

/** "Name Surname", or null for someone who has not filled in their profile yet. */
export function fullName(person: Named): string | null {
  return [person.name, person.surname].filter(Boolean).join(' ') || null;
}

/** What to call a person in a sentence ("Remove … ?"): the name, else the contact they were invited by. */
export function displayName(person: Named & Pick<TEmployee, 'email' | 'phone'>): string {
  return fullName(person) ?? person.email ?? person.phone ?? '—';
}

export function initials(person: Named): string {
  return [person.name, person.surname]
    .filter(Boolean)
    .map((part) => part?.[0]?.toUpperCase())
    .join('');
}
