import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingTranslations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_STORED_KEYS } from './translations.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/locales/add/kk/common', payload });
const stored = async () => (await t.db.select({ n: count() }).from(missingTranslations))[0]!.n;

describe('POST /locales/add/{lng}/{ns} when full', () => {
  it('stops keeping new keys at the cap, still counts the kept ones, and answers the page the same', async () => {
    expect((await post({ 'kept.key': 'Kept' })).statusCode).toBe(200);
    // Filled up to the cap by others: anyone may post here, so the table must not grow without end.
    const filler = Array.from({ length: MAX_STORED_KEYS - 1 }, (_, i) => ({
      language: 'es' as const,
      namespace: 'common',
      key: `filler.${i}`,
      fallback: 'x',
    }));
    await t.db.insert(missingTranslations).values(filler);
    expect(await stored()).toBe(MAX_STORED_KEYS);

    const late = await post({ 'kept.key': 'Kept', 'new.key': 'New' });
    expect([late.statusCode, late.json()]).toEqual([200, { ok: true }]);
    expect(await stored()).toBe(MAX_STORED_KEYS);
    const [kept] = await t.db
      .select()
      .from(missingTranslations)
      .where(eq(missingTranslations.key, 'kept.key'));
    expect(kept?.hits).toBe(2);
  });
});
