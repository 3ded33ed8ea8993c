import { isApiError } from '@/shared/api/api-error';
import { toast } from '@/shared/ui-kit/toast';

/** What the server said about a failed call: its field errors, else its message. */
export function failureDetail(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.fields.length > 0) return error.fields.map((field) => field.message).join(' ');
  return error.message || null;
}

/** SPEC.md §8: the screen's own message ("Failed to …") and what the server said about it. */
export function toastFailure(title: string, error: unknown): void {
  const detail = failureDetail(error);
  toast.error(detail ? `${title}: ${detail}` : title);
}
