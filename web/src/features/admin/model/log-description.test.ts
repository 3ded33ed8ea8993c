import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { logDescription } from './log-description';

// The key and its values stand in for the text: what matters is which text and which details.
const t = ((key: string, vars?: Record<string, unknown>) =>
  vars && Object.keys(vars).length ? `${key} ${JSON.stringify(vars)}` : key) as unknown as TFunction;

describe("a log line's description", () => {
  it('is built in the reader’s language from the data for a SPEC.md §9 action, not the stored English', () => {
    const entry = {
      action: 'create_location',
      data: { title: 'Flat on Abay' },
      description: 'Location created',
    };
    expect(logDescription(entry, t)).toBe('logs.descriptions.create_location {"title":"Flat on Abay"}');
  });

  it('falls back to the plain sentence when the data lacks the detail', () => {
    expect(
      logDescription({ action: 'update_room', data: { materialAdded: 'f1' }, description: null }, t),
    ).toBe('logs.descriptions.update_roomPlain {"name":null}');
    expect(logDescription({ action: 'delete_room', data: null, description: null }, t)).toBe(
      'logs.descriptions.delete_roomPlain',
    );
  });

  it("keeps the server's own description for other actions", () => {
    expect(logDescription({ action: 'get_active_codes', data: {}, description: 'Viewed 3 of 3' }, t)).toBe(
      'Viewed 3 of 3',
    );
  });
});
