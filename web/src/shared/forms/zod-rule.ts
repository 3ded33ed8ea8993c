import type { z } from 'zod';
import type { Rule } from '@/shared/ui-kit/form';
import { i18n } from '../i18n/i18n';

/**
 * An antd form rule from a contracts schema: the browser checks exactly what the server will
 * (documenso idiom), and shows the message of the `validation` namespace for the issue's key.
 * `vars` fill the message ({{min}}, {{max}}).
 */
export function zodRule(schema: z.ZodType, vars: Record<string, string | number> = {}): Rule {
  return {
    validator: async (_, value: unknown) => {
      const parsed = schema.safeParse(value === '' ? undefined : value);
      if (parsed.success) return;
      const issue = parsed.error.issues[0];
      const key =
        issue?.message && i18n.exists(`validation:${issue.message}`) ? issue.message : 'invalidValue';
      const bounds = issue && 'minimum' in issue ? { min: Number(issue.minimum) } : {};
      const upper = issue && 'maximum' in issue ? { max: Number(issue.maximum) } : {};
      throw new Error(i18n.t(`validation:${key}`, { ...bounds, ...upper, ...vars }));
    },
  };
}
