import { type TTurnoversWeek, ZTurnoversWeek } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { bookingKeys } from './bookings-keys';

/** The workspace's turnovers of the week starting `from` (this week when null). */
export function getTurnoversWeek(from: string | null, signal?: AbortSignal): Promise<TTurnoversWeek> {
  const query = from ? `?${new URLSearchParams({ from })}` : '';
  return apiRequest(`/turnovers/week${query}`, {
    schema: import.meta.env.DEV ? ZTurnoversWeek : undefined,
    signal,
  });
}

export const turnoversWeekQueryOptions = (from: string | null) =>
  queryOptions({
    queryKey: bookingKeys.turnoversWeek(from),
    queryFn: ({ signal }) => getTurnoversWeek(from, signal),
    placeholderData: keepPreviousData,
    // Jobs are taken and finished all day: the planner's view follows within a couple of minutes.
    refetchInterval: 2 * 60_000,
  });

export function useTurnoversWeek(from: string | null) {
  return useQuery(turnoversWeekQueryOptions(from));
}
