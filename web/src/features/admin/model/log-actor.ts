import type { TAdminLogEntry } from '@cleanops/contracts';
import type { TFunction } from 'i18next';
import { personLabel } from './person';

/** Who did it: the person, and the API key when it came through one (the key acts as its creator). */
export function actorLabel(entry: Pick<TAdminLogEntry, 'actor' | 'apiKey'>, t: TFunction<'admin'>): string {
  const who = entry.actor ? personLabel(entry.actor) : t('logs.system');
  return entry.apiKey ? t('logs.byApiKey', { name: who, key: entry.apiKey.name }) : who;
}
