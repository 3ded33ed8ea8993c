import { fieldErrorFor, isApiError } from '@/shared/api/api-error';
import type { FormInstance } from '@/shared/ui-kit/form';
import { toast } from '@/shared/ui-kit/toast';
import { LOCATION_FIELDS, type LocationField } from '../model/location-form';

/**
 * Puts the server's field errors under their fields and returns those fields. The call was quiet
 * about field errors, so when none belongs to a field on screen the message still reaches the user.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown): LocationField[] {
  // The team is edited on the settings page only, so it is not one of the wizard's fields.
  const failed = [...LOCATION_FIELDS, 'teamId' as const].flatMap((name) => {
    const message = fieldErrorFor(error, name);
    return message ? [{ name, message }] : [];
  });
  form.setFields(failed.map(({ name, message }) => ({ name, errors: [message] })));
  if (failed.length === 0 && isApiError(error) && error.fields.length > 0) toast.error(error.message);
  return failed.map(({ name }) => name);
}
