import { type TChecklistListQuery, ZChecklistPage } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

export type ChecklistPage = z.infer<typeof ZChecklistPage>;

export function getChecklists(params: TChecklistListQuery): Promise<ChecklistPage> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return apiRequest(`/checklists?${query}`, { schema: import.meta.env.DEV ? ZChecklistPage : undefined });
}

export const checklistsQueryOptions = (params: TChecklistListQuery) =>
  queryOptions({
    queryKey: queryKeys.checklistList(params),
    queryFn: () => getChecklists(params),
    // Paging and searching keep the previous page on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export function useChecklists(params: TChecklistListQuery) {
  return useQuery(checklistsQueryOptions(params));
}
