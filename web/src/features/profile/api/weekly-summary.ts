import { type TWeeklySummarySetting, ZWeeklySummarySetting } from '@cleanops/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';

/** Under the profile's key, so signing out or switching account drops it with the profile. */
const WEEKLY_SUMMARY_KEY = ['profile', 'weekly-summary'] as const;

export function getWeeklySummary(signal?: AbortSignal): Promise<TWeeklySummarySetting> {
  return apiRequest('/profile/weekly-summary', {
    schema: import.meta.env.DEV ? ZWeeklySummarySetting : undefined,
    signal,
  });
}

export const weeklySummaryQueryOptions = () =>
  queryOptions({ queryKey: WEEKLY_SUMMARY_KEY, queryFn: ({ signal }) => getWeeklySummary(signal) });

/**
 * Asked again whenever the drawer opens: the query cache is persisted to storage and may hold the
 * value from before the last change (a reload right after switching it showed it off again).
 */
export function useWeeklySummary({ enabled = true } = {}) {
  return useQuery({ ...weeklySummaryQueryOptions(), enabled, refetchOnMount: 'always' });
}

export function updateWeeklySummary(enabled: boolean): Promise<TWeeklySummarySetting> {
  return apiRequest('/profile/weekly-summary', {
    method: 'PUT',
    body: { enabled },
    schema: import.meta.env.DEV ? ZWeeklySummarySetting : undefined,
  });
}

export function useUpdateWeeklySummary() {
  return useMutation({
    mutationFn: updateWeeklySummary,
    onSuccess: (setting) => queryClient.setQueryData(WEEKLY_SUMMARY_KEY, setting),
  });
}
