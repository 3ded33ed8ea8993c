import { type TAttendanceEntry, ZAttendanceEntry, ZAttendanceResponse } from '@cleanops/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';
import { keep, kept } from '@/shared/offline/offline-db';
import { ATTENDANCE_CHAIN } from '@/shared/offline/queued-step';
import { enqueueStep, queueReady, STEP_TIMEOUT_MS, syncNow } from '@/shared/offline/step-queue';
import { useAuthStore } from '@/shared/stores/auth-store';
import { mustQueue, replayHeaders } from './offline-steps';

/** My own shifts, newest first (the server sends at most 200); with `from`, those that began since. */
export function getMyAttendance(from: string | undefined, signal?: AbortSignal): Promise<TAttendanceEntry[]> {
  const query = from ? `?${new URLSearchParams({ from })}` : '';
  return apiRequest(`/attendance${query}`, {
    schema: import.meta.env.DEV ? ZAttendanceResponse : undefined,
    signal,
    quiet: (error) => error.isNetworkError,
  });
}

/**
 * My shifts, kept on the device as last seen. The clock-ins and outs still waiting on the
 * phone are applied where the shifts are shown (clock-card.tsx), so they show the moment they are taken.
 */
async function getMyShiftsKept(from: string | undefined, signal?: AbortSignal) {
  const userId = useAuthStore.getState().user?.id ?? '';
  const key = `attendance:${from ?? 'all'}`;
  let entries: TAttendanceEntry[];
  try {
    entries = await getMyAttendance(from, signal);
    if (userId) await keep(userId, key, entries).catch(() => undefined);
  } catch (error) {
    const copy =
      userId && isApiError(error) && error.isNetworkError
        ? await kept<TAttendanceEntry[]>(userId, key).catch(() => undefined)
        : undefined;
    if (!copy) throw error;
    entries = copy;
  }
  return entries;
}

export const myAttendanceQueryOptions = (from: string | undefined) =>
  queryOptions({
    queryKey: [...queryKeys.attendance, 'mine', from ?? 'all'] as const,
    queryFn: ({ signal }) => getMyShiftsKept(from, signal),
    networkMode: 'offlineFirst',
    // A reloaded page reads again, so clock-ins still on the phone are counted.
    refetchOnMount: 'always',
    // A shift may be clocked out on another device; the card must not claim "at work" for hours.
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });

export function useMyAttendance(from: string | undefined, enabled: boolean) {
  return useQuery({ ...myAttendanceQueryOptions(from), enabled });
}

/** Sent now with its key and time, or kept on the device without signal, like a job's steps. */
async function clock(action: 'clock-in' | 'clock-out'): Promise<void> {
  const key = crypto.randomUUID();
  const deviceTime = new Date().toISOString();
  const queue = () =>
    enqueueStep({
      chain: ATTENDANCE_CHAIN,
      action,
      method: 'POST',
      path: `/attendance/${action}`,
      key,
      deviceTime,
    });
  await queueReady();
  if (mustQueue(ATTENDANCE_CHAIN)) {
    await queue();
    if (navigator.onLine) void syncNow();
    return;
  }
  try {
    await apiRequest(`/attendance/${action}`, {
      method: 'POST',
      schema: import.meta.env.DEV ? ZAttendanceEntry : undefined,
      headers: replayHeaders(key, deviceTime),
      timeoutMs: STEP_TIMEOUT_MS,
      quiet: (error) => error.isNetworkError,
    });
  } catch (error) {
    if (!isApiError(error) || !error.isNetworkError) throw error;
    await queue();
  }
}

/**
 * Clocking in or out. A 409 (already in, or already out on another device) has shown the server's
 * message; either way the list is read again so the card shows the truth.
 */
export function useClock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clock,
    networkMode: 'always',
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.attendance }),
  });
}
