import {
  type TChecklist,
  type TCreateChecklistRequest,
  type TUpdateChecklistRequest,
  ZChecklist,
} from '@cleanops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '../api/client';
import { queryKeys } from '../api/query-keys';

export function createChecklist(body: TCreateChecklistRequest): Promise<TChecklist> {
  return apiRequest('/checklists', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZChecklist : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function updateChecklist(id: string, body: TUpdateChecklistRequest): Promise<TChecklist> {
  return apiRequest(`/checklists/${id}`, {
    method: 'PATCH',
    body,
    schema: import.meta.env.DEV ? ZChecklist : undefined,
    quiet: quietWhenFieldErrors,
  });
}

/** A new checklist (no id) is sent whole; an edit sends only what changed. */
export type SaveChecklistInput =
  | { id?: undefined; body: TCreateChecklistRequest }
  | { id: string; body: TUpdateChecklistRequest };

/**
 * Creates or edits a library checklist. Shared because the room settings create one in place
 * without leaving the room; rooms show the checklists' items, so their cached pages refresh too.
 */
export function useSaveChecklist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveChecklistInput) =>
      input.id === undefined ? createChecklist(input.body) : updateChecklist(input.id, input.body),
    onSuccess: async (saved) => {
      client.setQueryData(queryKeys.checklist(saved.id), saved);
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.checklists }),
        client.invalidateQueries({ queryKey: queryKeys.rooms }),
      ]);
    },
  });
}
