import { Alert } from '@/shared/ui-kit/alert';
import { failureDetail } from '../model/failure';

/** A failed save in a dialog or card: the screen's own message and what the server said (SPEC.md §8). */
export function FailureAlert({ title, failure }: { title: string; failure: unknown }) {
  if (failure == null) return null;
  return (
    <Alert
      type="error"
      title={title}
      description={failureDetail(failure) ?? undefined}
      style={{ marginBottom: 16 }}
    />
  );
}
