import { useSyncExternalStore } from 'react';
import { isApiError } from '../api/api-error';
import { apiRequest } from '../api/client';
import { useAuthStore } from '../stores/auth-store';
import { discardStepsOf, stepsInDb } from './offline-db';
import { oneRunAtATime } from './one-run-at-a-time';
import type { QueuedStep, StepRefusal } from './queued-step';
import { type SendOutcome, type SyncReport, syncQueue } from './sync-queue';

/*
 * The device's queue as the app uses it: a snapshot the pages read (useQueuedSteps), adding a step,
 * and one sync at a time with the real API. Features say what a sent step changes in their caches
 * (onStepSent), so shared code never learns what a job is.
 */

let snapshot: QueuedStep[] = [];
let lastReport: (SyncReport & { at: number }) | null = null;
const listeners = new Set<() => void>();

function publish(next: QueuedStep[]) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function mine(steps: QueuedStep[]): QueuedStep[] {
  const userId = useAuthStore.getState().user?.id;
  return steps.filter((s) => s.userId === userId);
}

/** Reads the queue from IndexedDB into the snapshot (on start, after each change). */
export async function reloadQueue(): Promise<QueuedStep[]> {
  try {
    publish(mine(await stepsInDb.all()));
  } catch {
    // No IndexedDB: the snapshot stays as it was (empty); steps then need the signal.
  }
  return snapshot;
}

// Another person signed in (or no one): the snapshot shows only their steps.
useAuthStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) void reloadQueue();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in person's queued steps, oldest first; re-renders when the queue changes. */
export function useQueuedSteps(): QueuedStep[] {
  return useSyncExternalStore(subscribe, () => snapshot);
}

/** What the last sync did, for "sent" messages. */
export function useLastSync() {
  return useSyncExternalStore(subscribe, () => lastReport);
}

export const queuedSteps = () => snapshot;

let firstLoad: { userId: string | undefined; done: Promise<QueuedStep[]> } | null = null;

/**
 * The queue, read from IndexedDB at least once for the signed-in person: a page's first read after a
 * reload must not show a job or a shift without the steps still waiting for it.
 */
export function queueReady(): Promise<QueuedStep[]> {
  const userId = useAuthStore.getState().user?.id;
  if (!firstLoad || firstLoad.userId !== userId) firstLoad = { userId, done: reloadQueue() };
  return firstLoad.done;
}

export async function enqueueStep(step: Omit<QueuedStep, 'userId' | 'seq'>): Promise<QueuedStep> {
  const userId = useAuthStore.getState().user?.id;
  if (!userId) throw new Error('No one is signed in');
  const added = await stepsInDb.add({ ...step, userId });
  await reloadQueue();
  return added;
}

/** The person chose to try a refused chain again (the job changed back, or they asked the owner). */
export async function retryChain(chain: string): Promise<void> {
  for (const step of snapshot.filter((s) => s.chain === chain && s.refusal)) {
    const { refusal: _dropped, ...again } = step;
    await stepsInDb.put(again);
  }
  await reloadQueue();
  void syncNow();
}

/** The person chose to let go of a chain's steps (after seeing them): the only way steps leave unsent. */
export async function discardChain(chain: string): Promise<void> {
  for (const step of snapshot.filter((s) => s.chain === chain)) {
    if (step.seq !== undefined) await stepsInDb.remove(step.seq);
  }
  await reloadQueue();
}

/** The signed-in person chose to drop everything they have not sent (when logging out). */
export async function discardMySteps(): Promise<void> {
  const userId = useAuthStore.getState().user?.id;
  if (userId) await discardStepsOf(userId);
  await reloadQueue();
}

/** A queued step the person took back before it was sent (a photo deleted while offline). */
export async function removeQueuedStep(key: string): Promise<void> {
  const step = snapshot.find((s) => s.key === key);
  if (step?.seq !== undefined) await stepsInDb.remove(step.seq);
  await reloadQueue();
}

type SentHandler = (step: QueuedStep, reply: unknown) => Promise<void> | void;
const sentHandlers = new Set<SentHandler>();

/** A feature's reaction to one of its steps being taken by the server (its caches, its kept copy). */
export function onStepSent(handler: SentHandler): () => void {
  sentHandlers.add(handler);
  return () => sentHandlers.delete(handler);
}

function refusalOf(error: unknown): StepRefusal | null {
  if (!isApiError(error)) return null;
  // No answer, the server's own trouble, a rate limit or a lost session: worth trying again later.
  if (error.status === 0 || error.status >= 500 || error.status === 429 || error.endsSession) return null;
  const field = error.fields[0]?.path;
  return {
    status: error.status,
    code: error.code,
    message: error.serverMessage ?? '',
    ...(field ? { field } : {}),
  };
}

/**
 * A queued photo's upload gives up when no byte has moved for this long: on a link that connects and
 * then carries nothing, the queue waits for the next try rather than holding every later step.
 */
const UPLOAD_STALL_MS = 15_000;
/**
 * How long a job or shift step (sent now or from the queue) waits for its answer before it is kept on
 * the phone: its key makes a resend after a lost answer safe, so waiting longer only keeps the person
 * waiting on a link that carries nothing.
 */
export const STEP_TIMEOUT_MS = 10_000;

const transport = {
  async upload(photo: NonNullable<QueuedStep['photo']>) {
    const file =
      photo.blob instanceof File ? photo.blob : new File([photo.blob], photo.name, { type: photo.blob.type });
    try {
      // The page says what waits; a failed try is not worth a toast each time.
      // Loaded when a photo is to be sent: the frame that counts waiting steps needs no upload code.
      const { uploadFile } = await import('../api/upload');
      const stored = await uploadFile(file, undefined, undefined, { stallMs: UPLOAD_STALL_MS, quiet: true });
      return { kind: 'uploaded' as const, fileId: stored.id };
    } catch (error) {
      const refusal = refusalOf(error);
      return refusal ? { kind: 'refused' as const, refusal } : { kind: 'unreachable' as const };
    }
  },
  async send(step: QueuedStep): Promise<SendOutcome> {
    try {
      const reply = await apiRequest(step.path, {
        method: step.method,
        body: step.body,
        headers: { 'Idempotency-Key': step.key, 'X-Device-Time': step.deviceTime },
        timeoutMs: STEP_TIMEOUT_MS,
        // The page shows a refusal where it belongs (the job, the clock card), not as a passing toast.
        quiet: () => true,
      });
      return { kind: 'sent', reply };
    } catch (error) {
      const refusal = refusalOf(error);
      return refusal ? { kind: 'refused', refusal } : { kind: 'unreachable' };
    }
  },
};

/** Held while a run sends: two tabs sending one queue would upload a photo twice. */
const SYNC_LOCK = 'cleanops-offline-sync';

/**
 * One run at a time on the device, across tabs (Web Locks); the run reads the queue only once it
 * holds the lock, so what another tab sent meanwhile is no longer there. A browser without Web Locks
 * runs it as it is.
 */
function acrossTabs<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(SYNC_LOCK, run);
  return run();
}

/**
 * Sends what waits, if there is a signal. One run at a time; a call during a run is answered by a run
 * after it, so a step queued while the queue sends is sent without waiting for the next signal.
 */
export const syncNow: () => Promise<SyncReport | null> = oneRunAtATime(() =>
  acrossTabs(async () => {
    try {
      await reloadQueue();
      if (!navigator.onLine || snapshot.length === 0) return null;
      const store = {
        all: async () => mine(await stepsInDb.all()),
        put: async (step: QueuedStep) => {
          await stepsInDb.put(step);
          await reloadQueue();
        },
        remove: async (seq: number) => {
          await stepsInDb.remove(seq);
          await reloadQueue();
        },
      };
      const report = await syncQueue(store, transport, async (step, reply) => {
        for (const handler of sentHandlers) await handler(step, reply);
      });
      if (report.sent.length > 0 || report.refused.length > 0) lastReport = { ...report, at: Date.now() };
      await reloadQueue();
      return report;
    } catch {
      return null;
    }
  }).catch(() => null),
);
