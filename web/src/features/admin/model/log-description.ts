import { LOG_ACTIONS, type TAdminLogEntry, type TLogAction } from '@cleanops/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '@/shared/time/format-date';

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown) => (typeof value === 'number' ? value : null);
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : value && typeof value === 'object'
      ? Object.keys(value)
      : [];
const isSpecAction = (action: string): action is TLogAction =>
  (LOG_ACTIONS as readonly string[]).includes(action);

/**
 * A log line's description in the reader's language, built from the data it recorded: every SPEC.md
 * §9 action has one (`logs.descriptions.<action>`, its `…Plain` form when the data lacks the detail).
 * Other actions keep the server's own description, when it wrote one.
 */
export function logDescription(
  entry: Pick<TAdminLogEntry, 'action' | 'data' | 'description'>,
  t: TFunction,
): string | null {
  if (!isSpecAction(entry.action)) return entry.description;
  const data = (entry.data ?? {}) as Data;
  const key = `logs.descriptions.${entry.action}`;
  const vars = (() => {
    switch (entry.action) {
      case 'create_test_credentials':
      case 'delete_test_credentials':
        return { credential: text(data.credential) };
      case 'create_user': {
        const type = text(data.type);
        return {
          contact: text(data.email) ?? text(data.phone),
          type: type ? t(`users.types.${type}`) : null,
        };
      }
      case 'update_user':
        return { fields: keysOf(data.changes).join(', ') || null };
      case 'create_location':
        return { title: text(data.title) };
      case 'update_location':
        return { fields: keysOf(data.changed).join(', ') || null };
      case 'delete_overdue_tasks':
        return { count: count(data.removed) };
      case 'add_subscription': {
        const from = text(data.startsAt);
        const to = text(data.endsAt);
        return {
          from: from ? formatDate(from, 'long') : null,
          to: to ? formatDate(to, 'long') : null,
        };
      }
      case 'create_room':
      case 'update_room':
        return { name: text(data.name) };
      case 'delete_room':
        return {};
      case 'attach_to_owner_users': {
        const role = text(data.role);
        return { role: role ? t(`common:roles.${role}`) : null };
      }
    }
  })();
  const complete = Object.values(vars).every((value) => value !== null);
  return t(complete && Object.keys(vars).length > 0 ? key : `${key}Plain`, vars);
}
