import { showFieldErrors } from '@/shared/forms/server-field-errors';
import type { FormInstance } from '@/shared/ui-kit/form';
import { LOCATION_FIELDS, type LocationField } from '../model/location-form';

/**
 * Puts the server's field errors under their fields and returns those fields. The call was quiet
 * about field errors, so when none belongs to a field on screen the message still reaches the user.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown): LocationField[] {
  // The team is edited on the settings page only, so it is not one of the wizard's fields.
  return showFieldErrors(form, error, [...LOCATION_FIELDS, 'teamId' as const], { elseToast: true });
}
