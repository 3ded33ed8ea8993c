import {
  type TAddOccurrencePhotoRequest,
  type TChecklistTickRequest,
  type TFinishOccurrenceRequest,
  type TOccurrenceDetail,
  ZOccurrenceDetail,
} from '@cleanops/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/*
 * The job flow (DECISIONS.md §7). Every call answers the whole job, which goes straight into the
 * cached detail; the lists (my work, all tasks, photo reports) are marked stale.
 */

type Quiet = (error: ApiError) => boolean;

function post(path: string, body?: unknown, quiet?: Quiet): Promise<TOccurrenceDetail> {
  return apiRequest(path, { method: 'POST', body, schema: ZOccurrenceDetail, quiet });
}

/** "Taken by someone else" is shown on the page itself (job-page.tsx), not as a passing toast. */
export const pickOccurrence = (id: string) =>
  post(`/occurrences/${id}/pick`, undefined, (e) => e.code === 'occurrence_taken');
export const startOccurrence = (id: string) =>
  post(`/occurrences/${id}/start`, undefined, (e) => e.code === 'occurrence_taken');
/** The page shows a wrong room (and a malformed typed code) under the scanner or the input itself. */
export const scanRoom = (id: string, code: string) =>
  post(`/occurrences/${id}/scan`, { code }, (e) => e.code === 'wrong_room' || e.fields.length > 0);
export const tickChecklistItem = (id: string, body: TChecklistTickRequest) =>
  post(`/occurrences/${id}/checklist`, body);
export const addPhoto = (id: string, body: TAddOccurrencePhotoRequest) =>
  post(`/occurrences/${id}/photos`, body);
/** Answers the job like the other steps; a bare 204 from an older server is handled by refetching. */
export const deletePhoto = (id: string, fileId: string) =>
  apiRequest<TOccurrenceDetail | undefined>(`/occurrences/${id}/photos/${fileId}`, {
    method: 'DELETE',
    schema: ZOccurrenceDetail.optional(),
  });
/** A refusal for missing steps is shown on the steps themselves. */
export const finishOccurrence = (id: string, body: TFinishOccurrenceRequest) =>
  post(`/occurrences/${id}/finish`, body, (e) => e.code === 'occurrence_incomplete');

/** Taken by someone else, closed, or no longer mine: what the page shows is out of date. */
const changedElsewhere = (error: unknown) =>
  isApiError(error) && (error.status === 409 || error.status === 403);

async function refreshLists(client: QueryClient, id: string) {
  await client.invalidateQueries({
    queryKey: queryKeys.occurrences,
    // The detail itself was just set from the reply; asking again would only cost a request.
    predicate: (query) => !(query.queryKey[1] === 'detail' && query.queryKey[2] === id),
  });
}

/** Puts the job a call answered into the cache (or asks for it when the call answered nothing). */
export function useApplyDetail(id: string) {
  const client = useQueryClient();
  return async (reply: TOccurrenceDetail | undefined) => {
    if (reply) client.setQueryData(queryKeys.occurrence(id), reply);
    else await client.invalidateQueries({ queryKey: queryKeys.occurrence(id) });
    await refreshLists(client, id);
  };
}

/** A call whose answer is the job; a conflict (taken, closed) refetches it, since it changed elsewhere. */
function useFlowMutation<V, R extends TOccurrenceDetail | undefined = TOccurrenceDetail>(
  id: string,
  call: (variables: V) => Promise<R>,
) {
  const client = useQueryClient();
  const apply = useApplyDetail(id);
  return useMutation({
    mutationFn: call,
    onSuccess: apply,
    onError: (error) => {
      if (changedElsewhere(error)) void client.invalidateQueries({ queryKey: queryKeys.occurrence(id) });
    },
  });
}

export const usePick = (id: string) => useFlowMutation(id, () => pickOccurrence(id));
export const useStart = (id: string) => useFlowMutation(id, () => startOccurrence(id));
export const useScan = (id: string) => useFlowMutation(id, (code: string) => scanRoom(id, code));
export const useAddPhoto = (id: string) =>
  useFlowMutation(id, (body: TAddOccurrencePhotoRequest) => addPhoto(id, body));
export const useDeletePhoto = (id: string) =>
  useFlowMutation(id, (fileId: string) => deletePhoto(id, fileId));

export function useFinish(id: string) {
  const client = useQueryClient();
  return useFlowMutation(id, async (body: TFinishOccurrenceRequest) => {
    const reply = await finishOccurrence(id, body);
    // A finished turnover makes the rental clean; a finished learn task completes the training.
    void client.invalidateQueries({ queryKey: queryKeys.locations });
    void client.invalidateQueries({ queryKey: queryKeys.employees });
    void client.invalidateQueries({ queryKey: ['profile'] });
    return reply;
  });
}

const CHECKLIST_MUTATION = (id: string) => ['occurrences', 'checklist', id] as const;

/**
 * A tick shows at once and is undone if the server refuses it. While several ticks are on their way,
 * only the last answer is put into the cache, so an earlier answer does not untick a later tap.
 */
export function useTick(id: string) {
  const client = useQueryClient();
  const apply = useApplyDetail(id);
  const key = queryKeys.occurrence(id);
  return useMutation({
    mutationKey: CHECKLIST_MUTATION(id),
    mutationFn: (body: TChecklistTickRequest) => tickChecklistItem(id, body),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<TOccurrenceDetail>(key);
      client.setQueryData<TOccurrenceDetail>(key, (cached) =>
        cached
          ? {
              ...cached,
              checklist: cached.checklist.map((item) =>
                item.id === body.itemId ? { ...item, done: body.done } : item,
              ),
            }
          : cached,
      );
      return { previous };
    },
    onError: (error, body, context) => {
      const cached = client.getQueryData<TOccurrenceDetail>(key);
      // Undo this tick only; the others may have gone through.
      const before = context?.previous?.checklist.find((item) => item.id === body.itemId)?.done;
      if (cached && before !== undefined) {
        client.setQueryData<TOccurrenceDetail>(key, {
          ...cached,
          checklist: cached.checklist.map((item) =>
            item.id === body.itemId ? { ...item, done: before } : item,
          ),
        });
      }
      // The last of several taps to settle reads the job again when one of them failed.
      const others = client.isMutating({ mutationKey: CHECKLIST_MUTATION(id) }) > 1;
      if (changedElsewhere(error) || !others) void client.invalidateQueries({ queryKey: key });
    },
    onSuccess: async (reply) => {
      if (client.isMutating({ mutationKey: CHECKLIST_MUTATION(id) }) > 1) return;
      await apply(reply);
    },
  });
}
