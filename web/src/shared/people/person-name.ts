import type { TStaffRole } from '@cleanops/contracts';
import { i18n } from '../i18n/i18n';

/** What every list of people knows about a person: ZPersonRef and ZEmployee both fit. */
export interface PersonLike {
  name: string | null;
  surname: string | null;
  role?: TStaffRole | null;
  available: boolean;
  unavailableDate: string | null;
}

/**
 * "Name Surname"; someone who has not filled their profile yet still gets a readable label. Apart from
 * person-option.tsx so that pages drawn without antd (the dashboard) can name people too.
 */
export function personName(person: Pick<PersonLike, 'name' | 'surname'>): string {
  const full = [person.name, person.surname].filter(Boolean).join(' ').trim();
  return full || i18n.t('common:people.noName');
}
