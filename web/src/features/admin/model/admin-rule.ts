import type { z } from 'zod';
import { i18n } from '@/shared/i18n/i18n';
import type { Rule } from '@/shared/ui-kit/form';

/**
 * An antd rule from a contracts schema (as shared/forms/zod-rule.ts), reading the messages of the
 * admin contracts' own keys (subscriptionTooShort, testCredentialTooLong…) from this namespace first.
 */
export function adminRule(schema: z.ZodType, vars: Record<string, string | number> = {}): Rule {
  return {
    validator: async (_, value: unknown) => {
      // Nothing typed is the required rule's to report, in its own words: parsing undefined here would
      // answer a free-text field with the "choose one of the offered values" of a wrong type.
      if (value === '' || value === undefined || value === null) return;
      const parsed = schema.safeParse(value);
      if (parsed.success) return;
      throw new Error(issueMessage(parsed.error.issues[0], vars));
    },
  };
}

export function issueMessage(
  issue: { message?: string; minimum?: unknown; maximum?: unknown } | undefined,
  vars: Record<string, string | number> = {},
): string {
  const key = issue?.message ?? 'invalidValue';
  const bounds = {
    ...(issue && 'minimum' in issue ? { min: Number(issue.minimum) } : {}),
    ...(issue && 'maximum' in issue ? { max: Number(issue.maximum) } : {}),
    ...vars,
  };
  if (i18n.exists(`admin:validation.${key}`)) return i18n.t(`admin:validation.${key}`, bounds);
  if (i18n.exists(`validation:${key}`)) return i18n.t(`validation:${key}`, bounds);
  return i18n.t('validation:invalidValue');
}

export const requiredRule = (): Rule => ({
  required: true,
  whitespace: true,
  message: i18n.t('validation:required'),
});

/** For pickers, whose value is not text (a date): only "there is one". */
export const requiredValueRule = (): Rule => ({ required: true, message: i18n.t('validation:required') });
