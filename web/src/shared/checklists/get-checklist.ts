import { type TChecklist, ZChecklist } from '@cleanops/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { queryKeys } from '../api/query-keys';

export function getChecklist(id: string, signal?: AbortSignal): Promise<TChecklist> {
  return apiRequest(`/checklists/${id}`, { schema: import.meta.env.DEV ? ZChecklist : undefined, signal });
}

/** One library checklist as stored now: the editor starts from it, not from a list read earlier. */
export const checklistQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.checklist(id), queryFn: ({ signal }) => getChecklist(id, signal) });
