import { ZChecklistPage } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** A room can hold 50 checklists; 100 per search covers any library a person scrolls through. */
const LIBRARY_PAGE_SIZE = 100;

export function getChecklistLibrary(search: string): Promise<z.infer<typeof ZChecklistPage>> {
  const query = new URLSearchParams({ pageSize: String(LIBRARY_PAGE_SIZE), sortBy: 'name' });
  if (search) query.set('search', search);
  return apiRequest(`/checklists?${query}`, { schema: import.meta.env.DEV ? ZChecklistPage : undefined });
}

export const checklistLibraryQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeys.checklistList({ pageSize: LIBRARY_PAGE_SIZE, search }),
    queryFn: () => getChecklistLibrary(search),
    placeholderData: keepPreviousData,
  });

export function useChecklistLibrary(search: string) {
  return useQuery(checklistLibraryQueryOptions(search));
}
