import { type TAdminDashboard, type TAdminDashboardQuery, ZAdminDashboard } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { adminKeys, toSearch } from './admin-keys';

export function getAdminDashboard(
  query: TAdminDashboardQuery,
  signal?: AbortSignal,
): Promise<TAdminDashboard> {
  return apiRequest(`/admin/dashboard${toSearch(query)}`, {
    schema: import.meta.env.DEV ? ZAdminDashboard : undefined,
    signal,
  });
}

/** "Today" for the codes counts starts at the admin's own midnight. */
const timezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function useAdminDashboard() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.dashboard,
      queryFn: ({ signal }) => getAdminDashboard({ timezone: timezone() }, signal),
      // Counts move all day: ask again on every visit.
      refetchOnMount: 'always',
    }),
  );
}
