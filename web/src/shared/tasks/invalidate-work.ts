import { queryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';

/** A task write changes its definition and its jobs (and so the photo reports, kept under occurrences). */
export function invalidateAfterTaskWrite(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
  void queryClient.invalidateQueries({ queryKey: queryKeys.occurrences });
}
