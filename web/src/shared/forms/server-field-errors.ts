import { fieldErrorFor, isApiError } from '@/shared/api/api-error';
import type { FormInstance } from '@/shared/ui-kit/form';
import { toast } from '@/shared/ui-kit/toast';

/**
 * Puts the server's field errors under the named fields and answers the fields it placed. With
 * `elseToast` (a call quiet about field errors), errors that belong to none of these fields still
 * reach the user as a toast of the server's message.
 */
export function showFieldErrors<F extends string>(
  form: FormInstance,
  error: unknown,
  fields: readonly F[],
  { elseToast = false }: { elseToast?: boolean } = {},
): F[] {
  const failed = fields.flatMap((name) => {
    const message = fieldErrorFor(error, name);
    return message ? [{ name, errors: [message] }] : [];
  });
  form.setFields(failed);
  if (elseToast && failed.length === 0 && isApiError(error) && error.fields.length > 0)
    toast.error(error.message);
  return failed.map(({ name }) => name);
}
