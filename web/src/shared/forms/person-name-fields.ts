import { NAME_MAX, NAME_MIN, ZPersonName } from '@cleanops/contracts';
import type { FormInstance, Rule } from '@/shared/ui-kit/form';
import { fieldErrorFor } from '../api/api-error';
import { i18n } from '../i18n/i18n';

export interface PersonNameValues {
  name: string;
  surname: string;
}

/** The same zod rule the server applies (SPEC.md §5), with its message from the validation namespace. */
export function personNameRule(kind: 'name' | 'surname'): Rule {
  return {
    validator: async (_, value: string | undefined) => {
      const parsed = ZPersonName(kind).safeParse(value ?? '');
      if (parsed.success) return;
      const key = parsed.error.issues[0]?.message ?? 'required';
      throw new Error(i18n.t(`validation:${key}`, { min: NAME_MIN, max: NAME_MAX }));
    },
  };
}

/** Puts the server's field errors for name and surname under their inputs. */
export function showNameErrors(form: FormInstance<PersonNameValues>, error: unknown): void {
  form.setFields(
    (['name', 'surname'] as const).map((name) => ({
      name,
      errors: [fieldErrorFor(error, name) ?? ''].filter(Boolean),
    })),
  );
}
