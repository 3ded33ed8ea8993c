import type {
  TAttendanceEntry,
  TOccurrence,
  TOccurrenceDetail,
  TOccurrencePhoto,
  TPersonRef,
} from '@cleanops/contracts';
import { ATTENDANCE_CHAIN, jobChain, type QueuedStep } from '@/shared/offline/queued-step';

/*
 * A job as the cleaner sees it without signal: the server's last answer with the steps
 * still on the device applied on top. Each step is applied as the server would and only if it did
 * not happen yet, so a step that the server has already taken (its reply just kept) is not counted twice.
 */

/** A photo on the device shows from its own bytes; the object URL lives as long as the page. */
const photoUrls = new Map<string, string>();
function urlOf(step: QueuedStep): string {
  let url = photoUrls.get(step.key);
  if (!url && step.photo) {
    url =
      typeof URL.createObjectURL === 'function' ? URL.createObjectURL(step.photo.blob) : `blob:${step.key}`;
    photoUrls.set(step.key, url);
  }
  return url ?? '';
}

/** The device's photo as the job lists photos; its id is the step's key until the server gives one. */
export function queuedPhoto(step: QueuedStep): TOccurrencePhoto {
  const url = urlOf(step);
  return {
    id: step.key,
    name: step.photo?.name ?? '',
    kind: 'image',
    mime: step.photo?.blob.type || 'image/jpeg',
    size: step.photo?.blob.size ?? 0,
    width: null,
    height: null,
    url,
    thumbUrl: null,
    mediumUrl: null,
    createdAt: step.deviceTime,
    takenAt: step.deviceTime,
    phase: step.body?.phase === 'before' ? 'before' : 'after',
  };
}

export const isQueuedPhotoId = (steps: readonly QueuedStep[], id: string) =>
  steps.some((s) => s.key === id && s.photo);

function applyOne(job: TOccurrenceDetail, step: QueuedStep, me: TPersonRef): TOccurrenceDetail {
  const at = step.deviceTime;
  switch (step.action) {
    case 'pick':
      return job.pickedBy ? job : { ...job, pickedBy: me, can: { ...job.can, pick: false } };
    case 'start':
      if (job.startedAt) return job;
      return {
        ...job,
        startedAt: at,
        startedBy: me,
        pickedBy: job.team && !job.pickedBy ? me : job.pickedBy,
        state: 'in_progress',
        can: { ...job.can, pick: false },
      };
    case 'scan': {
      const roomId = step.local?.roomId;
      if (!roomId || job.scans.some((s) => s.roomId === roomId)) return job;
      return {
        ...job,
        scans: [...job.scans, { roomId, at }],
        roomChecks: (job.roomChecks ?? []).filter((c) => c.roomId !== roomId),
      };
    }
    case 'tick':
      return {
        ...job,
        checklist: job.checklist.map((item) =>
          item.id === step.body?.itemId ? tickedItem(item, step) : item,
        ),
      };
    case 'photo': {
      const known = [step.key, step.photo?.fileId].filter(Boolean);
      if (job.photos.some((p) => known.includes(p.id))) return job;
      return { ...job, photos: [...job.photos, queuedPhoto(step)], photosCount: job.photosCount + 1 };
    }
    case 'delete-photo': {
      const photos = job.photos.filter((p) => p.id !== step.local?.fileId);
      return { ...job, photos, photosCount: photos.length };
    }
    case 'finish':
      if (job.state === 'completed') return job;
      return {
        ...job,
        state: 'completed',
        finishedAt: at,
        finishedBy: me,
        comment: typeof step.body?.comment === 'string' ? step.body.comment : null,
        result: step.body?.result === 'pass' || step.body?.result === 'fail' ? step.body.result : job.result,
        can: { pick: false, work: false },
      };
    default:
      return job;
  }
}

/** The job with this person's waiting steps for it applied in order (refused ones are shown apart). */
/** An item as a waiting tick leaves it: ticked, unticked, or failed with its note and photo. */
function tickedItem(item: TOccurrenceDetail['checklist'][number], step: QueuedStep) {
  const { failed: _failed, note: _note, photoId: _photoId, ...rest } = item;
  if (step.body?.failed !== true) return { ...rest, done: step.body?.done === true };
  return {
    ...rest,
    done: true,
    failed: true,
    note: typeof step.body.note === 'string' ? step.body.note : null,
    photoId: step.photo?.fileId ?? null,
  };
}

export function withQueuedSteps(job: TOccurrenceDetail, steps: readonly QueuedStep[], me: TPersonRef) {
  const chain = jobChain(job.id);
  const mine = steps.filter((s) => s.chain === chain && !s.refusal);
  if (steps.some((s) => s.chain === chain && s.refusal)) return job;
  return mine.reduce((next, step) => applyOne(next, step, me), job);
}

/** My shifts with the clock-ins and outs still on the device. */
export function withQueuedClocks(entries: TAttendanceEntry[], steps: readonly QueuedStep[], userId: string) {
  const clocks = steps.filter((s) => s.chain === ATTENDANCE_CHAIN && !s.refusal);
  let next = [...entries];
  for (const step of clocks) {
    const open = next.find((e) => e.clockOutAt === null);
    if (step.action === 'clock-in' && !open) {
      next = [{ id: step.key, userId, clockInAt: step.deviceTime, clockOutAt: null }, ...next];
    } else if (step.action === 'clock-out' && open) {
      next = next.map((e) => (e === open ? { ...e, clockOutAt: step.deviceTime } : e));
    }
  }
  return next;
}

/** Crockford's base32 as room-code.ts on the server: the printed code of a room's QR token. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 6;

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}
const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** What a scan or a typed code names: the room's short code (from a QR URL or token, or typed). */
export async function roomCodeFrom(scanned: string): Promise<string> {
  const value = scanned.trim();
  const token = value.match(/\/q\/([^/?#\s]+)/)?.[1] ?? (value.length > CODE_LENGTH + 4 ? value : null);
  if (token) {
    const digest = await sha256(token);
    let code = '';
    for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[digest[i]! % 32];
    return code;
  }
  return value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The room a code opens on this job, checked against the checks kept with the job; null if none. */
export async function roomOfCode(job: Pick<TOccurrenceDetail, 'id' | 'roomChecks'>, scanned: string) {
  const check = hex(await sha256(`${job.id}:${await roomCodeFrom(scanned)}`));
  // A copy kept by an older build has no checks: no code can be confirmed offline then.
  return (job.roomChecks ?? []).find((c) => c.check === check)?.roomId ?? null;
}

/** A job as My work lists it, with its waiting start, take and finish, so the list agrees with the page. */
export function withQueuedListState<T extends TOccurrence>(
  job: T,
  steps: readonly QueuedStep[],
  me: TPersonRef,
): T {
  const chain = jobChain(job.id);
  const mine = steps.filter((s) => s.chain === chain);
  if (mine.length === 0 || mine.some((s) => s.refusal)) return job;
  let next = job;
  for (const step of mine) {
    if (step.action === 'pick' && !next.pickedBy) next = { ...next, pickedBy: me };
    if (step.action === 'start' && !next.startedAt)
      next = { ...next, startedAt: step.deviceTime, startedBy: me, state: 'in_progress' };
    if (step.action === 'finish' && next.state !== 'completed')
      next = { ...next, finishedAt: step.deviceTime, finishedBy: me, state: 'completed' };
  }
  return next;
}
