import { createHash } from 'node:crypto';
import type { TOccurrenceDetail } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_CHAIN, jobChain, type QueuedStep } from '@/shared/offline/queued-step';
import {
  roomCodeFrom,
  roomOfCode,
  withQueuedClocks,
  withQueuedListState,
  withQueuedSteps,
} from './offline-job';

const JOB_ID = '00000000-0000-4000-8000-000000000a01';
const HALL = { id: '00000000-0000-4000-8000-000000000001', name: 'Hall' };
const ME = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Aida',
  surname: 'Cleaner',
  role: 'cleaner' as const,
  level: 'regular' as const,
  available: true,
  unavailableDate: null,
};
const ITEM = '00000000-0000-4000-8000-000000000c01';
/** The server's room-code.ts, written again here to check the device derives the same code. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const serverCode = (token: string) => {
  const digest = createHash('sha256').update(token).digest();
  return [...digest.subarray(0, 6)].map((b) => ALPHABET[b % 32]).join('');
};
const TOKEN = 'hall-token-9f2c41d0a7';
const check = (code: string) => createHash('sha256').update(`${JOB_ID}:${code}`).digest('hex');

function job(overrides: Partial<TOccurrenceDetail> = {}): TOccurrenceDetail {
  return {
    id: JOB_ID,
    state: 'pending',
    startedAt: null,
    startedBy: null,
    pickedBy: null,
    finishedAt: null,
    finishedBy: null,
    team: null,
    rooms: [HALL],
    scans: [],
    roomChecks: [{ roomId: HALL.id, check: check(serverCode(TOKEN)) }],
    checklist: [{ id: ITEM, text: 'Mop the floor', done: false }],
    photos: [],
    photosCount: 0,
    comment: null,
    result: null,
    can: { pick: false, work: true },
    ...overrides,
  } as TOccurrenceDetail;
}

let seq = 0;
function step(action: string, extra: Partial<QueuedStep> = {}): QueuedStep {
  seq += 1;
  return {
    seq,
    key: `key-${seq}`,
    userId: ME.id,
    chain: jobChain(JOB_ID),
    action,
    method: 'POST',
    path: `/occurrences/${JOB_ID}/${action}`,
    deviceTime: `2026-11-25T08:${String(seq).padStart(2, '0')}:00.000Z`,
    ...extra,
  };
}

describe('a job with the steps still on the phone', () => {
  it('shows the start, scan, tick, photo and finish as the server will record them, at the device times', () => {
    const start = step('start');
    const scan = step('scan', { body: { code: 'X' }, local: { roomId: HALL.id } });
    const tick = step('tick', { body: { itemId: ITEM, done: true } });
    const photo = step('photo', {
      body: { phase: 'after' },
      photo: { blob: new Blob(['x']), name: 'after.jpg' },
    });
    const finish = step('finish', { body: { comment: 'Wet floor sign left', result: null } });
    const shown = withQueuedSteps(job(), [start, scan, tick, photo, finish], ME);
    expect(shown).toMatchObject({
      state: 'completed',
      startedAt: start.deviceTime,
      startedBy: { id: ME.id },
      finishedAt: finish.deviceTime,
      finishedBy: { id: ME.id },
      comment: 'Wet floor sign left',
      scans: [{ roomId: HALL.id, at: scan.deviceTime }],
      roomChecks: [],
      checklist: [{ id: ITEM, done: true }],
      can: { work: false },
    });
    expect(shown.photos.map((p) => [p.id, p.name, p.phase])).toEqual([[photo.key, 'after.jpg', 'after']]);
  });

  it('does not count a step twice once the server has it (its reply kept, the step not yet removed)', () => {
    const start = step('start');
    const photo = step('photo', {
      body: { phase: 'after' },
      photo: { blob: new Blob(['x']), name: 'a.jpg', fileId: '00000000-0000-4000-8000-00000000f001' },
    });
    const fromServer = job({
      state: 'in_progress',
      startedAt: '2026-11-25T07:59:00.000Z',
      photos: [{ ...withQueuedSteps(job(), [photo], ME).photos[0]!, id: photo.photo!.fileId! }],
      photosCount: 1,
    });
    const shown = withQueuedSteps(fromServer, [start, photo], ME);
    expect(shown.startedAt).toBe('2026-11-25T07:59:00.000Z');
    expect(shown.photos).toHaveLength(1);
  });

  it("shows the server's job as it is while its steps were refused (they are shown apart, kept)", () => {
    const refused = step('start', {
      refusal: { status: 409, code: 'occurrence_taken', message: 'Taken by Bolat' },
    });
    const held = step('tick', { body: { itemId: ITEM, done: true } });
    expect(withQueuedSteps(job(), [refused, held], ME)).toEqual(job());
  });

  it("leaves another job's steps alone", () => {
    const other = step('start', { chain: jobChain('00000000-0000-4000-8000-000000000a02') });
    expect(withQueuedSteps(job(), [other], ME)).toEqual(job());
  });
});

describe('a room code checked on the phone', () => {
  it('finds the room from the typed code, in any case and with spaces or look-alike letters', async () => {
    const code = serverCode(TOKEN);
    expect(await roomOfCode(job(), code)).toBe(HALL.id);
    expect(await roomOfCode(job(), ` ${code.toLowerCase().slice(0, 3)} ${code.slice(3)} `)).toBe(HALL.id);
  });

  it("finds the room from the QR code's address or bare token, as the server derives the code", async () => {
    expect(await roomCodeFrom(`https://app.example/q/${TOKEN}`)).toBe(serverCode(TOKEN));
    expect(await roomOfCode(job(), `https://app.example/q/${TOKEN}`)).toBe(HALL.id);
    expect(await roomOfCode(job(), TOKEN)).toBe(HALL.id);
  });

  it('finds no room for another code', async () => {
    expect(await roomOfCode(job(), 'ZZZZZZ')).toBeNull();
    expect(await roomOfCode(job({ roomChecks: [] }), serverCode(TOKEN))).toBeNull();
  });
});

describe('shifts with clock-ins and outs still on the phone', () => {
  const clockStep = (action: string, deviceTime: string) => ({
    ...step(action),
    chain: ATTENDANCE_CHAIN,
    deviceTime,
  });

  it('opens a shift at the device time of a clock-in and closes it at the clock-out', () => {
    const inStep = clockStep('clock-in', '2026-11-25T08:00:00.000Z');
    const opened = withQueuedClocks([], [inStep], ME.id);
    expect(opened).toEqual([
      { id: inStep.key, userId: ME.id, clockInAt: inStep.deviceTime, clockOutAt: null },
    ]);
    const closed = withQueuedClocks([], [inStep, clockStep('clock-out', '2026-11-25T16:00:00.000Z')], ME.id);
    expect(closed[0]!.clockOutAt).toBe('2026-11-25T16:00:00.000Z');
  });

  it('closes a shift the server already has open', () => {
    const open = { id: 'shift-1', userId: ME.id, clockInAt: '2026-11-25T07:00:00.000Z', clockOutAt: null };
    const out = clockStep('clock-out', '2026-11-25T15:00:00.000Z');
    expect(withQueuedClocks([open], [out], ME.id)).toEqual([{ ...open, clockOutAt: out.deviceTime }]);
  });
});

describe('a job in My work with steps still on the phone', () => {
  it('is listed as started, then finished, at the phone’s times', () => {
    const listed = job() as TOccurrenceDetail;
    const start = step('start');
    const finish = step('finish', { body: { comment: null } });
    expect(withQueuedListState(listed, [start], ME)).toMatchObject({
      state: 'in_progress',
      startedAt: start.deviceTime,
    });
    expect(withQueuedListState(listed, [start, finish], ME)).toMatchObject({
      state: 'completed',
      finishedAt: finish.deviceTime,
      finishedBy: { id: ME.id },
    });
  });

  it('stays as the server has it while its steps were refused', () => {
    const refused = step('start', { refusal: { status: 403, code: 'not_assigned', message: '' } });
    expect(withQueuedListState(job(), [refused], ME)).toEqual(job());
  });
});
