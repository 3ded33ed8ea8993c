import {
  type TAddOccurrencePhotoRequest,
  type TChecklistTickRequest,
  type TFinishOccurrenceRequest,
  type TOccurrenceDetail,
  type TPhotoPhase,
  ZOccurrenceDetail,
} from '@cleanops/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';
import { jobChain } from '@/shared/offline/queued-step';
import { queuedSteps, removeQueuedStep, STEP_TIMEOUT_MS } from '@/shared/offline/step-queue';
import { keptJob, mustQueue, queuedScan, replayHeaders, runJobStep, shownJob } from './offline-steps';

/*
 * The job flow (DECISIONS.md §7). Every call answers the whole job, which goes straight into the
 * cached detail; the lists (my work, all tasks, photo reports) are marked stale.
 */

type Quiet = (error: ApiError) => boolean;
type Headers = Record<string, string>;

/** No answer is not shown as an error: the step then waits on the device (offline-steps.ts). */
function post(path: string, body?: unknown, quiet?: Quiet, headers?: Headers): Promise<TOccurrenceDetail> {
  return apiRequest(path, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZOccurrenceDetail : undefined,
    headers,
    // A step with its key falls back to the phone's queue when the answer is slow to come.
    timeoutMs: headers?.['Idempotency-Key'] ? STEP_TIMEOUT_MS : undefined,
    quiet: (e) => e.isNetworkError || (quiet?.(e) ?? false),
  });
}

const cachedJob = (id: string) => queryClient.getQueryData<TOccurrenceDetail>(queryKeys.occurrence(id));

/** "Taken by someone else" is shown on the page itself (job-page.tsx), not as a passing toast. */
export const pickOccurrence = (id: string) =>
  runJobStep(id, { action: 'pick', path: `/occurrences/${id}/pick` }, (headers) =>
    post(`/occurrences/${id}/pick`, undefined, (e) => e.code === 'occurrence_taken', headers),
  );
export const startOccurrence = (id: string) =>
  runJobStep(id, { action: 'start', path: `/occurrences/${id}/start` }, (headers) =>
    post(`/occurrences/${id}/start`, undefined, (e) => e.code === 'occurrence_taken', headers),
  );
/**
 * The page shows a wrong room (and a malformed typed code) under the scanner or the input itself.
 * Without signal the code is checked on the device against the room checks kept with the job.
 */
export async function scanRoom(id: string, code: string): Promise<TOccurrenceDetail> {
  const job = cachedJob(id);
  const direct = (headers: Headers) =>
    post(`/occurrences/${id}/scan`, { code }, (e) => e.code === 'wrong_room' || e.fields.length > 0, headers);
  // A job kept without room checks (none to scan, or read before they existed) refuses any code offline.
  if (job && mustQueue(jobChain(id))) {
    const call = await queuedScan(job, code);
    return runJobStep(id, call, direct);
  }
  return direct({});
}
export const tickChecklistItem = (id: string, body: TChecklistTickRequest) =>
  runJobStep(id, { action: 'tick', path: `/occurrences/${id}/checklist`, body }, (headers) =>
    post(`/occurrences/${id}/checklist`, body, undefined, headers),
  );
/**
 * Marks an inspection's item failed with the inspector's note and photo (DECISIONS.md §13). The step
 * waits in the phone's queue with the photo's bytes, like a photo of the job: the queue uploads the
 * photo, fills in its `fileId` and sends the step with its key, so a resend never fails it twice.
 */
export const failChecklistItem = (id: string, body: { itemId: string; note: string }, file: File) =>
  runJobStep(
    id,
    {
      action: 'tick',
      path: `/occurrences/${id}/checklist`,
      body: { itemId: body.itemId, done: true, failed: true, note: body.note },
      photo: { blob: file, name: file.name },
    },
    () => Promise.reject(new ApiError(0, { code: 'network' }, '')),
  );
/** `takenAt` is when the photo was taken: the server keeps it as the photo's time, not the upload's end. */
export const addPhoto = (id: string, body: TAddOccurrencePhotoRequest, takenAt: string) =>
  post(`/occurrences/${id}/photos`, body, undefined, replayHeaders(crypto.randomUUID(), takenAt));
/** A photo taken without signal: its bytes wait on the device with the step that attaches them. */
export const queuePhoto = (id: string, file: File, phase: TPhotoPhase, takenAt: string) =>
  runJobStep(
    id,
    {
      action: 'photo',
      path: `/occurrences/${id}/photos`,
      body: { phase },
      photo: { blob: file, name: file.name },
    },
    () => Promise.reject(new ApiError(0, { code: 'network' }, '')),
    takenAt,
  );
/**
 * Answers the job like the other steps; a bare 204 from an older server is handled by refetching.
 * A photo still on the device is simply taken out of the queue.
 */
export async function deletePhoto(id: string, fileId: string): Promise<TOccurrenceDetail | undefined> {
  const queued = queuedSteps().find((s) => s.key === fileId && s.photo);
  if (queued) {
    await removeQueuedStep(queued.key);
    const base = (await keptJob(id)) ?? cachedJob(id);
    return base ? shownJob(base) : undefined;
  }
  const path = `/occurrences/${id}/photos/${fileId}`;
  return runJobStep(id, { action: 'delete-photo', method: 'DELETE', path, local: { fileId } }, (headers) =>
    apiRequest<TOccurrenceDetail>(path, {
      method: 'DELETE',
      schema: import.meta.env.DEV ? ZOccurrenceDetail : undefined,
      headers,
      timeoutMs: STEP_TIMEOUT_MS,
      quiet: (e) => e.isNetworkError,
    }),
  );
}
/** A refusal for missing steps is shown on the steps themselves. */
export const finishOccurrence = (id: string, body: TFinishOccurrenceRequest) =>
  runJobStep(id, { action: 'finish', path: `/occurrences/${id}/finish`, body: { ...body } }, (headers) =>
    post(`/occurrences/${id}/finish`, body, (e) => e.code === 'occurrence_incomplete', headers),
  );

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

/**
 * Puts the job a call answered into the cache (or asks for it when the call answered nothing). A read
 * of the job already on its way (a notification about the job asks for it again) may have been
 * answered before this step, so it is dropped rather than let it put the job back as it was.
 */
export function useApplyDetail(id: string) {
  const client = useQueryClient();
  return async (reply: TOccurrenceDetail | undefined) => {
    if (reply) {
      await client.cancelQueries({ queryKey: queryKeys.occurrence(id), exact: true });
      client.setQueryData(queryKeys.occurrence(id), reply);
    } else await client.invalidateQueries({ queryKey: queryKeys.occurrence(id) });
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
    // Without signal the step waits on the device: the call must run, not pause.
    networkMode: 'always',
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
  useFlowMutation(id, ({ takenAt, ...body }: TAddOccurrencePhotoRequest & { takenAt: string }) =>
    addPhoto(id, body, takenAt),
  );
export const useQueuePhoto = (id: string) =>
  useFlowMutation(id, ({ file, phase, takenAt }: { file: File; phase: TPhotoPhase; takenAt: string }) =>
    queuePhoto(id, file, phase, takenAt),
  );
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

/** A ticked or unticked item no longer carries a failure (the server clears it the same way). */
function withoutFailure<T extends TOccurrenceDetail['checklist'][number]>(item: T): T {
  const { failed: _failed, note: _note, photoId: _photoId, ...rest } = item;
  return rest as T;
}

/**
 * Fails an item (failChecklistItem). A phone that cannot keep the photo (no IndexedDB) uploads it
 * and sends the step at once, as the photo step does, while there is signal.
 */
export function useFailItem(id: string) {
  const apply = useApplyDetail(id);
  return useMutation({
    mutationKey: CHECKLIST_MUTATION(id),
    networkMode: 'always',
    mutationFn: async ({ itemId, note, file }: { itemId: string; note: string; file: File }) => {
      try {
        return await failChecklistItem(id, { itemId, note }, file);
      } catch (error) {
        if (isApiError(error) || mustQueue(jobChain(id))) throw error;
      }
      const { uploadFile } = await import('@/shared/api/upload');
      const stored = await uploadFile(file);
      return tickChecklistItem(id, { itemId, done: true, failed: true, note, fileId: stored.id });
    },
    onSuccess: apply,
  });
}

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
    networkMode: 'always',
    mutationFn: (body: TChecklistTickRequest) => tickChecklistItem(id, body),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<TOccurrenceDetail>(key);
      client.setQueryData<TOccurrenceDetail>(key, (cached) =>
        cached
          ? {
              ...cached,
              checklist: cached.checklist.map((item) =>
                item.id === body.itemId ? withoutFailure({ ...item, done: body.done }) : item,
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
