/**
 * A step a staff member took that the server has not taken yet: kept on the device with
 * the key that makes it apply once and the moment it happened, sent when the signal returns.
 */
export interface QueuedPhoto {
  blob: Blob;
  name: string;
  /** Set once POST /uploads took the file, so a resend attaches that file rather than uploading again. */
  fileId?: string;
}

export interface StepRefusal {
  status: number;
  code: string;
  /** The server's own (localised) sentence, or '' when it sent none. */
  message: string;
  /** The request field the refusal names (`body.fileId`: the upload the step attaches is gone). */
  field?: string;
}

export interface QueuedStep {
  /** Order of taking, given by the store (IndexedDB's auto-increment). */
  seq?: number;
  /** Idempotency-Key: made once, sent with every try of this step. */
  key: string;
  userId: string;
  /** The steps of one chain are sent in order and wait behind a refused one: a job, or attendance. */
  chain: string;
  /** What the step is (start, scan, tick, photo, finish, clock-in, …), for the page's words. */
  action: string;
  method: 'POST' | 'DELETE';
  /** The API path, without the /api prefix. */
  path: string;
  /** The JSON body; a photo's `fileId` is filled in from its upload. */
  body?: Record<string, unknown>;
  photo?: QueuedPhoto;
  /**
   * Several photos that go with one step (a problem report): each is uploaded like `photo`, and their
   * file ids, in this order, fill `body[photosField]`.
   */
  photos?: QueuedPhoto[];
  photosField?: string;
  /** What the device knows about the step and does not send (the room a code matched). */
  local?: Record<string, string>;
  /** X-Device-Time: when it happened on the device (ISO 8601). */
  deviceTime: string;
  /** Set when the server refused it: it stays on the device, with what follows in its chain. */
  refusal?: StepRefusal;
}

export const JOB_CHAIN_PREFIX = 'occurrence:';
export const ATTENDANCE_CHAIN = 'attendance';
export const jobChain = (occurrenceId: string) => `${JOB_CHAIN_PREFIX}${occurrenceId}`;

/** In taking order. */
export function inOrder(steps: readonly QueuedStep[]): QueuedStep[] {
  return [...steps].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Chains with a refused step: nothing more of them is sent until the person decides. */
export function blockedChains(steps: readonly QueuedStep[]): Set<string> {
  return new Set(steps.filter((s) => s.refusal).map((s) => s.chain));
}

/** The steps still to send (not behind a refusal), in taking order. */
export function waitingSteps(steps: readonly QueuedStep[], chain?: string): QueuedStep[] {
  const blocked = blockedChains(steps);
  return inOrder(steps).filter((s) => !blocked.has(s.chain) && (chain === undefined || s.chain === chain));
}

/** What the page says is waiting: photos counted apart from the other steps, as the issue words it. */
export function waitingCounts(steps: readonly QueuedStep[]): { steps: number; photos: number } {
  const photos = steps.filter((s) => s.photo).length;
  // A report with its photos is one step, and its photos are counted with the others.
  const attached = steps.reduce((sum, s) => sum + (s.photos?.length ?? 0), 0);
  return { steps: steps.length - photos, photos: photos + attached };
}

/** The step's photos still to upload (none left: it may be sent). */
export function photosToUpload(step: QueuedStep): QueuedPhoto[] {
  return [...(step.photo ? [step.photo] : []), ...(step.photos ?? [])].filter((p) => !p.fileId);
}

/** The body as sent: the uploaded files' ids filled in where the step says. */
export function bodyWithFiles(step: QueuedStep): Record<string, unknown> | undefined {
  let body = step.body;
  if (step.photo?.fileId !== undefined) body = { ...body, fileId: step.photo.fileId };
  if (step.photos) body = { ...body, [step.photosField ?? 'fileIds']: step.photos.map((p) => p.fileId) };
  return body;
}

/** The same step with every upload forgotten: the server no longer has them, the phone still does. */
export function withoutUploads(step: QueuedStep): QueuedStep {
  const forget = (p: QueuedPhoto): QueuedPhoto => ({ blob: p.blob, name: p.name });
  return {
    ...step,
    ...(step.photo ? { photo: forget(step.photo) } : {}),
    ...(step.photos ? { photos: step.photos.map(forget) } : {}),
  };
}
