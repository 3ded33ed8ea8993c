import { type TReadinessBoard, ZReadinessBoard } from '@cleanops/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { useCan } from '@/shared/hooks/use-can';
import { DASHBOARD_REFRESH_MS } from './get-dashboard';

/**
 * The rentals a blocking problem keeps from use (DECISIONS.md §13), read from the readiness board under
 * the board's own key, so the dashboard and /readiness share one answer. Asked only by those who may
 * read the board (get_locations).
 */
export function useBlockedRentals() {
  const canRead = useCan('get_locations');
  return useQuery({
    queryKey: ['readiness', 'all'] as const,
    queryFn: ({ signal }): Promise<TReadinessBoard> =>
      apiRequest('/readiness?period=all', {
        schema: import.meta.env.DEV ? ZReadinessBoard : undefined,
        signal,
      }),
    select: (board) => board.items.filter((rental) => rental.state === 'blocked'),
    enabled: canRead,
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}
