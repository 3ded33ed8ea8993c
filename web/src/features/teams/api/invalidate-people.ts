import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * After any team write: membership decides an employee's status (DECISIONS.md §5: joining a team
 * approves), and a location shows the team it is attached to, so all three lists may have changed.
 */
export function invalidateAfterTeamWrite(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.teams });
  void queryClient.invalidateQueries({ queryKey: queryKeys.employees });
  void queryClient.invalidateQueries({ queryKey: queryKeys.locations });
}
