import { ZLine } from '@cleanops/contracts';
import { describe, expect, it, vi } from 'vitest';

// The message keys stand in for their texts: what matters is which message is chosen.
vi.mock('@/shared/i18n/i18n', () => ({
  i18n: { exists: (key: string) => key.startsWith('validation:'), t: (key: string) => key },
}));
const { adminRule } = await import('./admin-rule');

type Validator = { validator: (rule: unknown, value: unknown) => Promise<void> };

describe('an admin form rule from a contracts schema', () => {
  it('leaves an empty free-text field to the required rule, instead of "choose one of the offered values"', async () => {
    const rule = adminRule(ZLine(500, 1)) as Validator;
    await expect(rule.validator({}, '')).resolves.toBeUndefined();
    await expect(rule.validator({}, undefined)).resolves.toBeUndefined();
  });

  it("still reports what is typed in the schema's own words", async () => {
    const rule = adminRule(ZLine(5, 1)) as Validator;
    await expect(rule.validator({}, 'far too long')).rejects.toThrow('validation:maxLength');
    await expect(rule.validator({}, '   ')).rejects.toThrow('validation:required');
  });
});
