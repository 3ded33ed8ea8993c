import type { TOccurrenceDetail, TOccurrencePhoto } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { afterStepSatisfied, initialView, isReadOnly, jobSteps, unscannedRooms } from './job-steps';

const KITCHEN = { id: '00000000-0000-4000-8000-000000000001', name: 'Kitchen' };
const HALL = { id: '00000000-0000-4000-8000-000000000002', name: 'Hall' };
const TEAM = { id: '00000000-0000-4000-8000-0000000000aa', name: 'Morning' };
const ANNA = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Anna',
  surname: 'Ivanova',
  role: 'cleaner' as const,
  level: 'regular' as const,
  available: true,
  unavailableDate: null,
};

function photo(phase: 'before' | 'after', n: number): TOccurrencePhoto {
  return {
    id: `00000000-0000-4000-8000-00000000010${n}`,
    name: `p${n}.jpg`,
    kind: 'image',
    mime: 'image/jpeg',
    size: 1000,
    width: 10,
    height: 10,
    url: `/files/${n}`,
    thumbUrl: `/files/${n}?size=thumb`,
    mediumUrl: `/files/${n}?size=medium`,
    createdAt: '2026-05-01T08:00:00.000Z',
    takenAt: '2026-05-01T08:00:00.000Z',
    phase,
  };
}

type Detail = Parameters<typeof jobSteps>[0];
function detail(overrides: Partial<Detail> = {}): Detail {
  return {
    type: 'working',
    team: null,
    pickedBy: null,
    startedAt: null,
    state: 'pending',
    requireScan: false,
    photosBefore: false,
    photosAfter: false,
    requirePhoto: false,
    rooms: [KITCHEN],
    scans: [],
    photos: [],
    checklist: [],
    result: null,
    ...overrides,
  };
}

const keys = (d: Detail) => jobSteps(d).map((s) => s.key);
const statusOf = (steps: ReturnType<typeof jobSteps>) =>
  Object.fromEntries(steps.map((s) => [s.key, s.status]));

describe('jobSteps: which steps a job shows', () => {
  it('a plain job assigned to a person is start and finish only', () => {
    expect(keys(detail())).toEqual(['start', 'finish']);
  });

  it('a team task begins with taking it', () => {
    expect(keys(detail({ team: TEAM }))).toEqual(['pick', 'start', 'finish']);
  });

  it('shows scan, photos and checklist only when the task asks for them, in working order', () => {
    const d = detail({
      requireScan: true,
      photosBefore: true,
      photosAfter: true,
      checklist: [{ id: KITCHEN.id, text: 'Mop', done: false }],
    });
    expect(keys(d)).toEqual(['start', 'scan', 'photosBefore', 'checklist', 'photosAfter', 'finish']);
  });

  it('"a photo is required" alone still offers the photo step', () => {
    expect(keys(detail({ requirePhoto: true }))).toEqual(['start', 'photosAfter', 'finish']);
  });

  it('learn tasks show the materials and inspections the pass/fail choice', () => {
    expect(keys(detail({ type: 'learn' }))).toEqual(['start', 'learn', 'finish']);
    expect(keys(detail({ type: 'inspect' }))).toEqual(['start', 'inspect', 'finish']);
  });
});

describe('jobSteps: how far each step is', () => {
  it('before the start everything after it waits, and the first open step is current', () => {
    const steps = jobSteps(detail({ team: TEAM, requireScan: true }));
    expect(statusOf(steps)).toEqual({ pick: 'todo', start: 'todo', scan: 'waiting', finish: 'waiting' });
    expect(steps.filter((s) => s.current).map((s) => s.key)).toEqual(['pick']);
  });

  it('after the start, a step is done once its proof is there', () => {
    const steps = jobSteps(
      detail({
        team: TEAM,
        pickedBy: ANNA,
        startedAt: '2026-05-01T08:00:00.000Z',
        state: 'in_progress',
        requireScan: true,
        rooms: [KITCHEN, HALL],
        scans: [{ roomId: KITCHEN.id, at: '2026-05-01T08:01:00.000Z' }],
        photosBefore: true,
        photos: [photo('before', 1)],
        checklist: [
          { id: KITCHEN.id, text: 'Mop', done: true },
          { id: HALL.id, text: 'Dust', done: false },
        ],
      }),
    );
    expect(statusOf(steps)).toEqual({
      pick: 'done',
      start: 'done',
      scan: 'todo',
      photosBefore: 'done',
      checklist: 'todo',
      finish: 'todo',
    });
    expect(steps.find((s) => s.current)?.key).toBe('scan');
  });

  it('an inspection counts the pass/fail chosen on the page before it is sent', () => {
    const started = detail({ type: 'inspect', startedAt: '2026-05-01T08:00:00.000Z', state: 'in_progress' });
    expect(statusOf(jobSteps(started)).inspect).toBe('todo');
    expect(statusOf(jobSteps(started, 'fail')).inspect).toBe('done');
  });

  it('marks what a refused finish named, with its message, until it is done', () => {
    const started = detail({
      startedAt: '2026-05-01T08:00:00.000Z',
      state: 'overdue',
      photosAfter: true,
      requireScan: true,
    });
    const missing = { photosAfter: 'Add a photo after the work.', scan: 'Scan the QR code of every room.' };
    const steps = jobSteps(started, null, missing);
    expect(steps.find((s) => s.key === 'photosAfter')).toMatchObject({
      status: 'missing',
      message: 'Add a photo after the work.',
    });
    expect(steps.find((s) => s.key === 'scan')?.status).toBe('missing');

    const fixed = jobSteps({ ...started, photos: [photo('after', 2)] }, null, missing);
    expect(fixed.find((s) => s.key === 'photosAfter')).toEqual({
      key: 'photosAfter',
      status: 'done',
      current: false,
    });
  });

  it('a completed job is done all the way', () => {
    const steps = jobSteps(
      detail({ type: 'learn', startedAt: '2026-05-01T08:00:00.000Z', state: 'completed' }),
    );
    expect(steps.every((s) => s.status === 'done' && !s.current)).toBe(true);
  });
});

describe('helpers', () => {
  it('lists the rooms not scanned yet', () => {
    const d = detail({
      rooms: [KITCHEN, HALL],
      scans: [{ roomId: HALL.id, at: '2026-05-01T08:00:00.000Z' }],
    });
    expect(unscannedRooms(d)).toEqual([KITCHEN]);
  });

  it('"after photos" needs an after photo; "a photo" alone is satisfied by any', () => {
    const before = [photo('before', 1)];
    expect(afterStepSatisfied({ photosAfter: true, photos: before })).toBe(false);
    expect(afterStepSatisfied({ photosAfter: false, photos: before })).toBe(true);
    expect(afterStepSatisfied({ photosAfter: false, photos: [] })).toBe(false);
  });

  it('the page is a read-only report once finished or for someone who may not work on it', () => {
    const open = { pick: false, work: true };
    expect(isReadOnly({ state: 'in_progress', can: open })).toBe(false);
    expect(isReadOnly({ state: 'pending', can: { pick: true, work: false } })).toBe(false);
    expect(isReadOnly({ state: 'completed', can: { pick: false, work: false } })).toBe(true);
    expect(isReadOnly({ state: 'in_progress', can: { pick: false, work: false } })).toBe(true);
  });
});

// The detail type must stay assignable, so a contract change that renames a field fails here.
const _typeCheck: Detail = {} as TOccurrenceDetail;
void _typeCheck;

describe('initialView', () => {
  const base = { assignees: [], pickedBy: null, startedBy: null };
  const open = { ...base, state: 'in_progress' as const, can: { pick: false, work: true } };
  const owner = { id: ANNA.id.replace('b1', 'c1'), isOwner: true };

  it('staff who may work on the job get the steps', () => {
    expect(initialView(open, { id: ANNA.id, isOwner: false })).toBe('steps');
  });

  it('an owner gets the report first for someone else’s job, the steps for their own', () => {
    expect(initialView(open, owner)).toBe('report');
    expect(initialView({ ...open, startedBy: { ...ANNA, id: owner.id } }, owner)).toBe('steps');
  });

  it('a finished job, or one the viewer may not touch, is the report for everyone', () => {
    expect(initialView({ ...open, state: 'completed', can: { pick: false, work: false } }, owner)).toBe(
      'report',
    );
    expect(initialView({ ...open, can: { pick: false, work: false } }, { id: ANNA.id, isOwner: false })).toBe(
      'report',
    );
  });
});
