import { type TAttendanceEntry, ZAttendanceEntry, ZAttendanceResponse } from '@cleanops/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** My own shifts, newest first (the server sends at most 200); with `from`, those that began since. */
export function getMyAttendance(from: string | undefined, signal?: AbortSignal): Promise<TAttendanceEntry[]> {
  const query = from ? `?${new URLSearchParams({ from })}` : '';
  return apiRequest(`/attendance${query}`, { schema: ZAttendanceResponse, signal });
}

export const myAttendanceQueryOptions = (from: string | undefined) =>
  queryOptions({
    queryKey: [...queryKeys.attendance, 'mine', from ?? 'all'] as const,
    queryFn: ({ signal }) => getMyAttendance(from, signal),
    // A shift may be clocked out on another device; the card must not claim "at work" for hours.
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });

export function useMyAttendance(from: string | undefined, enabled: boolean) {
  return useQuery({ ...myAttendanceQueryOptions(from), enabled });
}

function clock(action: 'clock-in' | 'clock-out'): Promise<TAttendanceEntry> {
  return apiRequest(`/attendance/${action}`, { method: 'POST', schema: ZAttendanceEntry });
}

/**
 * Clocking in or out. A 409 (already in, or already out on another device) has shown the server's
 * message; either way the list is read again so the card shows the truth.
 */
export function useClock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clock,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.attendance }),
  });
}
