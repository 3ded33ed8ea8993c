import { describe, expect, it } from 'vitest';
import { jobChain, type QueuedStep, waitingCounts, waitingSteps } from './queued-step';
import { type SendOutcome, type StepStore, type StepTransport, syncQueue } from './sync-queue';

/** The queue in a map, as IndexedDB keeps it (auto-increment order). */
function memoryStore(
  steps: Omit<QueuedStep, 'seq' | 'userId'>[],
): StepStore & { rows: Map<number, QueuedStep> } {
  const rows = new Map<number, QueuedStep>();
  for (const [index, step] of steps.entries()) rows.set(index + 1, { ...step, userId: 'u1', seq: index + 1 });
  return {
    rows,
    all: async () => [...rows.values()].map((s) => structuredClone(s)),
    put: async (step) => void rows.set(step.seq!, structuredClone(step)),
    remove: async (seq) => void rows.delete(seq),
  };
}

const JOB = jobChain('job-1');
const OTHER = jobChain('job-2');
const step = (key: string, action: string, chain = JOB, extra: Partial<QueuedStep> = {}) => ({
  key,
  chain,
  action,
  method: 'POST' as const,
  path: `/occurrences/${chain}/${action}`,
  deviceTime: '2026-11-25T08:00:00.000Z',
  ...extra,
});
const photo = (key: string, chain = JOB) =>
  step(key, 'photo', chain, {
    body: { phase: 'after' },
    photo: { blob: new Blob(['jpeg']), name: 'after.jpg' },
  });

/** A server that answers by a script and writes down every request in order. */
function server(answers: Record<string, SendOutcome['kind'] | 'conflict'> = {}, goneFiles: string[] = []) {
  const log: string[] = [];
  const sentBodies: Record<string, unknown> = {};
  let uploads = 0;
  const transport: StepTransport = {
    async upload(p) {
      log.push(`upload ${p.name}`);
      if (answers[`upload ${p.name}`] === 'unreachable') return { kind: 'unreachable' };
      uploads += 1;
      return { kind: 'uploaded', fileId: `file-${uploads}` };
    },
    async send(s) {
      log.push(`${s.action} ${s.key}`);
      sentBodies[s.key] = s.body;
      const answer = answers[s.key];
      if (answer === 'unreachable') return { kind: 'unreachable' };
      // The orphan sweep deleted an upload left unattached for a day.
      if (goneFiles.includes(String(s.body?.fileId)))
        return {
          kind: 'refused',
          refusal: { status: 404, code: 'not_found', message: 'Gone', field: 'body.fileId' },
        };
      if (answer === 'conflict')
        return {
          kind: 'refused',
          refusal: { status: 409, code: 'occurrence_taken', message: 'Taken by Bolat' },
        };
      return { kind: 'sent', reply: { key: s.key } };
    },
  };
  return { transport, log, sentBodies, answers, uploads: () => uploads };
}

describe('sending the queue', () => {
  it('uploads the photos first, then sends the steps in the order they were taken', async () => {
    const store = memoryStore([step('k1', 'start'), step('k2', 'tick'), photo('k3'), step('k4', 'finish')]);
    const api = server();
    const report = await syncQueue(store, api.transport);
    expect(api.log).toEqual(['upload after.jpg', 'start k1', 'tick k2', 'photo k3', 'finish k4']);
    // The photo step attaches the file its upload stored.
    expect(api.sentBodies.k3).toEqual({ phase: 'after', fileId: 'file-1' });
    expect(report.sent.map((s) => s.key)).toEqual(['k1', 'k2', 'k3', 'k4']);
    expect(store.rows.size).toBe(0);
  });

  it('stops without an answer and sends the same keys next time, without uploading a photo again', async () => {
    const store = memoryStore([photo('k1'), step('k2', 'start'), step('k3', 'finish')]);
    const api = server({ k2: 'unreachable' });
    const first = await syncQueue(store, api.transport);
    expect(first.stopped).toBe(true);
    expect(api.log).toEqual(['upload after.jpg', 'photo k1', 'start k2']);
    // Nothing was lost, and the uploaded file is remembered with its step.
    expect([...store.rows.values()].map((s) => s.key)).toEqual(['k2', 'k3']);

    delete api.answers.k2;
    const second = await syncQueue(store, api.transport);
    expect(second.stopped).toBe(false);
    // The same key for the start that got no answer: had it reached the server, it applies once.
    expect(api.log.slice(3)).toEqual(['start k2', 'finish k3']);
    expect(api.uploads()).toBe(1);
  });

  it('keeps the keys of a step interrupted after its photo upload, and attaches that upload', async () => {
    const store = memoryStore([photo('k1'), step('k2', 'finish')]);
    const api = server({ k1: 'unreachable' });
    await syncQueue(store, api.transport);
    delete api.answers.k1;
    await syncQueue(store, api.transport);
    expect(api.log.filter((line) => line.startsWith('photo'))).toEqual(['photo k1', 'photo k1']);
    expect(api.sentBodies.k1).toEqual({ phase: 'after', fileId: 'file-1' });
    expect(api.uploads()).toBe(1);
  });

  it("stops a job's chain at a refusal, keeps its steps and photo, and goes on with other chains", async () => {
    const store = memoryStore([
      step('a1', 'pick'),
      photo('a2'),
      step('a3', 'finish', JOB, { body: { comment: 'Mopped twice' } }),
      step('b1', 'start', OTHER),
    ]);
    const api = server({ a1: 'conflict' });
    const report = await syncQueue(store, api.transport);
    expect(api.log).toEqual(['upload after.jpg', 'pick a1', 'start b1']);
    expect(report.refused.map((s) => [s.key, s.refusal?.code])).toEqual([['a1', 'occurrence_taken']]);

    // Nothing of the refused job is dropped: the refusal, the photo (with its blob) and the note.
    const kept = [...store.rows.values()];
    expect(kept.map((s) => s.key)).toEqual(['a1', 'a2', 'a3']);
    expect(kept[0]!.refusal?.message).toBe('Taken by Bolat');
    expect(kept[1]!.photo?.blob).toBeInstanceOf(Blob);
    expect(kept[2]!.body).toEqual({ comment: 'Mopped twice' });

    // A later run sends nothing of the held chain until the person decides.
    const again = await syncQueue(store, api.transport);
    expect(again.sent).toEqual([]);
    expect(api.log).toHaveLength(3);
    expect(waitingSteps(kept)).toEqual([]);
  });

  it('uploads the phone’s copy again when the server no longer has the upload, and attaches the new one', async () => {
    // Refused once (the job was taken), tried again more than a day later: its upload was swept.
    const store = memoryStore([
      step('k1', 'photo', JOB, {
        body: { phase: 'after' },
        photo: { blob: new Blob(['jpeg']), name: 'after.jpg', fileId: 'file-swept' },
      }),
      step('k2', 'finish'),
    ]);
    const api = server({}, ['file-swept']);
    const report = await syncQueue(store, api.transport);
    expect(api.log).toEqual(['photo k1', 'upload after.jpg', 'photo k1', 'finish k2']);
    expect(api.sentBodies.k1).toEqual({ phase: 'after', fileId: 'file-1' });
    expect(report.refused).toEqual([]);
    expect(report.sent.map((s) => s.key)).toEqual(['k1', 'k2']);
    expect(store.rows.size).toBe(0);
  });

  it('forgets a swept upload before uploading again, so a run cut short uploads again next time', async () => {
    const store = memoryStore([
      step('k1', 'photo', JOB, {
        body: { phase: 'after' },
        photo: { blob: new Blob(['jpeg']), name: 'after.jpg', fileId: 'file-swept' },
      }),
    ]);
    const api = server({ 'upload after.jpg': 'unreachable' }, ['file-swept']);
    expect((await syncQueue(store, api.transport)).stopped).toBe(true);
    const kept = [...store.rows.values()];
    expect(kept[0]!.photo?.fileId).toBeUndefined();
    expect(kept[0]!.photo?.blob).toBeInstanceOf(Blob);
    expect(kept[0]!.refusal).toBeUndefined();
  });

  it('uploads every photo of a report, then sends it once with their ids in order', async () => {
    const report = (key: string) =>
      step(key, 'report', 'problem:p1', {
        path: '/problems',
        body: { kind: 'damage' },
        photosField: 'photoIds',
        photos: [
          { blob: new Blob(['a']), name: 'sink.jpg' },
          { blob: new Blob(['b']), name: 'tap.jpg' },
        ],
      });
    const store = memoryStore([report('r1')]);
    // The second upload gets no answer: the first is remembered and not uploaded again.
    const api = server({ 'upload tap.jpg': 'unreachable' });
    expect((await syncQueue(store, api.transport)).stopped).toBe(true);
    expect([...store.rows.values()][0]!.photos?.map((p) => p.fileId)).toEqual(['file-1', undefined]);

    delete api.answers['upload tap.jpg'];
    const sent = await syncQueue(store, api.transport);
    expect(api.log).toEqual(['upload sink.jpg', 'upload tap.jpg', 'upload tap.jpg', 'report r1']);
    expect(api.sentBodies.r1).toEqual({ kind: 'damage', photoIds: ['file-1', 'file-2'] });
    expect(sent.sent.map((s) => s.key)).toEqual(['r1']);
    expect(store.rows.size).toBe(0);
  });

  it('counts a report as one step and its photos with the others', () => {
    const steps = [
      step('r1', 'report', 'problem:p1', {
        photos: [
          { blob: new Blob(['a']), name: 'a.jpg' },
          { blob: new Blob(['b']), name: 'b.jpg' },
        ],
      }),
    ].map((s, i) => ({ ...s, userId: 'u1', seq: i + 1 }));
    expect(waitingCounts(steps)).toEqual({ steps: 1, photos: 2 });
  });

  it('tells the listener of each step the server took, with its reply', async () => {
    const store = memoryStore([step('k1', 'start'), step('k2', 'clock-in', 'attendance')]);
    const seen: unknown[] = [];
    await syncQueue(store, server().transport, (s, reply) => void seen.push([s.key, reply]));
    expect(seen).toEqual([
      ['k1', { key: 'k1' }],
      ['k2', { key: 'k2' }],
    ]);
  });
});

describe('what the page says is waiting', () => {
  it('counts photos apart from the other steps', () => {
    const steps = [
      step('k1', 'start'),
      photo('k2'),
      photo('k3'),
      step('k4', 'tick'),
      step('k5', 'finish'),
    ].map((s, i) => ({ ...s, userId: 'u1', seq: i + 1 }));
    expect(waitingCounts(steps)).toEqual({ steps: 3, photos: 2 });
  });
});
