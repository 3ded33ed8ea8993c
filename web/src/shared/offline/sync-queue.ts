import {
  blockedChains,
  bodyWithFiles,
  inOrder,
  photosToUpload,
  type QueuedStep,
  type StepRefusal,
  withoutUploads,
} from './queued-step';

/** Where the queue lives (IndexedDB in the app, a map in the tests). */
export interface StepStore {
  all(): Promise<QueuedStep[]>;
  put(step: QueuedStep): Promise<void>;
  remove(seq: number): Promise<void>;
}

/**
 * What a send may end in. `sent`: the server took it (or had taken it: a replay answers the same);
 * `refused`: the server said no for a reason of its own (a conflict, a check), which sending again
 * will not change; `unreachable`: no answer, a 5xx, a rate limit or a lost session, worth a later try.
 */
export type SendOutcome =
  | { kind: 'sent'; reply: unknown }
  | { kind: 'refused'; refusal: StepRefusal }
  | { kind: 'unreachable' };

export interface StepTransport {
  /** POST /uploads of a queued photo: its stored file id, or why not. */
  upload(
    photo: NonNullable<QueuedStep['photo']>,
  ): Promise<{ kind: 'uploaded'; fileId: string } | Exclude<SendOutcome, { kind: 'sent' }>>;
  /** The step with its Idempotency-Key and X-Device-Time. */
  send(step: QueuedStep): Promise<SendOutcome>;
}

/**
 * The server no longer has an upload the step attaches: it deletes uploads left unattached for a
 * day, so a step refused for another reason and tried again later meets this. The phone still has
 * the photos' bytes and uploads them again.
 */
export const uploadGone = (refusal: StepRefusal, step?: QueuedStep) =>
  refusal.status === 404 &&
  (refusal.field === 'body.fileId' ||
    (step?.photos !== undefined &&
      (refusal.field ?? '').startsWith(`body.${step.photosField ?? 'fileIds'}`)));

export interface SyncReport {
  sent: QueuedStep[];
  refused: QueuedStep[];
  /** True when the run stopped for want of an answer: what is left waits for the next run. */
  stopped: boolean;
}

/**
 * Sends the queue, one request at a time. Photos first: every waiting photo is uploaded before any
 * step goes, so the heavy part uses the signal while it lasts and a later step never waits on a file.
 * Then the steps in the order they were taken; a step the server refuses stays on the device with its
 * reason and holds back the rest of its chain (a job's later steps make no sense without it), while
 * other jobs and attendance go on. No answer stops the run; the same keys are used next time, so
 * a step that did reach the server is not applied twice.
 */
export async function syncQueue(
  store: StepStore,
  transport: StepTransport,
  onSent: (step: QueuedStep, reply: unknown) => Promise<void> | void = () => undefined,
): Promise<SyncReport> {
  const report: SyncReport = { sent: [], refused: [], stopped: false };
  const refuse = async (step: QueuedStep, refusal: StepRefusal) => {
    const kept = { ...step, refusal };
    await store.put(kept);
    report.refused.push(kept);
  };

  /** Uploads what the step has not uploaded yet, remembering each file as it is stored. */
  const uploadAll = async (
    step: QueuedStep,
  ): Promise<QueuedStep | Exclude<SendOutcome, { kind: 'sent' }>> => {
    let current = step;
    for (const photo of photosToUpload(step)) {
      const uploaded = await transport.upload(photo);
      if (uploaded.kind !== 'uploaded') return uploaded;
      const stored = { ...photo, fileId: uploaded.fileId };
      current = {
        ...current,
        ...(current.photo === photo ? { photo: stored } : {}),
        ...(current.photos ? { photos: current.photos.map((p) => (p === photo ? stored : p)) } : {}),
      };
      await store.put(current);
    }
    return current;
  };

  const initial = await store.all();
  const blocked = blockedChains(initial);
  for (const step of inOrder(initial)) {
    if (photosToUpload(step).length === 0 || blocked.has(step.chain)) continue;
    const uploaded = await uploadAll(step);
    if ('kind' in uploaded && uploaded.kind === 'unreachable') return { ...report, stopped: true };
    if ('kind' in uploaded && uploaded.kind === 'refused') {
      await refuse(step, uploaded.refusal);
      blocked.add(step.chain);
    }
  }

  // Read again: the uploads wrote their file ids.
  for (const step of inOrder(await store.all())) {
    if (blocked.has(step.chain) || photosToUpload(step).length > 0) continue;
    let current = step;
    let outcome = await transport.send({ ...step, body: bodyWithFiles(step) });
    if (outcome.kind === 'refused' && uploadGone(outcome.refusal, step)) {
      const fresh = withoutUploads(step);
      // Forgotten first: a run stopped before the new uploads answer uploads again next time.
      await store.put(fresh);
      const uploaded = await uploadAll(fresh);
      if ('kind' in uploaded && uploaded.kind === 'unreachable') return { ...report, stopped: true };
      if ('kind' in uploaded && uploaded.kind === 'refused') {
        await refuse(fresh, uploaded.refusal);
        blocked.add(step.chain);
        continue;
      }
      current = uploaded as QueuedStep;
      outcome = await transport.send({ ...current, body: bodyWithFiles(current) });
    }
    if (outcome.kind === 'unreachable') return { ...report, stopped: true };
    if (outcome.kind === 'refused') {
      await refuse(current, outcome.refusal);
      blocked.add(step.chain);
      continue;
    }
    if (step.seq !== undefined) await store.remove(step.seq);
    report.sent.push(step);
    await onSent(step, outcome.reply);
  }
  return report;
}
