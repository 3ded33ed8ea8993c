import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { texts } from '@/test/render';
import { actorLabel } from './log-actor';

const en = texts('en', 'admin') as { logs: { byApiKey: string; system: string } };
const t = ((key: string, vars: Record<string, string> = {}) => {
  const template = key === 'logs.byApiKey' ? en.logs.byApiKey : en.logs.system;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}) as unknown as TFunction<'admin'>;

const person = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Aigerim',
  surname: 'Bek',
  email: 'aigerim@example.test',
  phone: null,
  type: 'owner' as const,
};

describe('who a log line names', () => {
  it('names the API key an action came through beside its creator', () => {
    const apiKey = { id: '00000000-0000-4000-8000-000000000002', name: 'PMS sync', prefix: 'cok_Ab12Cd34' };
    expect(actorLabel({ actor: person, apiKey }, t)).toBe('Aigerim Bek via API key “PMS sync”');
  });

  it('names the person alone, or the system, without a key', () => {
    expect(actorLabel({ actor: person, apiKey: null }, t)).toBe('Aigerim Bek');
    expect(actorLabel({ actor: null, apiKey: null }, t)).toBe('The system');
  });
});
