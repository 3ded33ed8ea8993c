import type { z } from 'zod';
import { i18n } from '@/shared/i18n/i18n';
import type { Rule } from '@/shared/ui-kit/form';

/**
 * An antd rule from the bookings contract, like shared/forms/zod-rule.ts, whose messages this issue
 * adds (an https address, check-out after check-in) live in the `bookings` namespace: those are
 * looked up there first, every other one in `validation`.
 */
export function bookingRule(schema: z.ZodType, vars: Record<string, string | number> = {}): Rule {
  return {
    validator: async (_, value: unknown) => {
      const parsed = schema.safeParse(value === '' ? undefined : value);
      if (parsed.success) return;
      throw new Error(issueText(parsed.error.issues[0], vars));
    },
  };
}

export function issueText(issue: z.core.$ZodIssue | undefined, vars: Record<string, string | number> = {}) {
  const message = issue?.message ?? '';
  const bounds = issue && 'minimum' in issue ? { min: Number(issue.minimum) } : {};
  const upper = issue && 'maximum' in issue ? { max: Number(issue.maximum) } : {};
  const options = { ...bounds, ...upper, ...vars };
  if (message && i18n.exists(`bookings:validation.${message}`))
    return i18n.t(`bookings:validation.${message}`, options);
  if (message && i18n.exists(`validation:${message}`)) return i18n.t(`validation:${message}`, options);
  return i18n.t('validation:invalidValue');
}
