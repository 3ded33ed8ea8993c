import { describe, expect, it } from 'vitest';
import { oneRunAtATime } from './one-run-at-a-time';

/** A queue of work items and a sender that reads the queue once per run, as the step queue does. */
function queueAndSender() {
  const queue: string[] = [];
  const sent: string[] = [];
  let runs = 0;
  let release: () => void = () => undefined;
  const send = oneRunAtATime(async () => {
    runs += 1;
    const taken = queue.splice(0);
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    sent.push(...taken);
    return taken.length;
  });
  return {
    queue,
    sent,
    runs: () => runs,
    send,
    finishRun: async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('one run at a time', () => {
  it('sends work added while a run is going, without a later call', async () => {
    const q = queueAndSender();
    q.queue.push('tick');
    const first = q.send();
    q.queue.push('finish');
    const second = q.send();
    await q.finishRun();
    await q.finishRun();
    await Promise.all([first, second]);
    expect(q.sent).toEqual(['tick', 'finish']);
  });

  it('never runs twice at once, and calls during one run share one run after it', async () => {
    const q = queueAndSender();
    q.queue.push('a');
    const calls = [q.send(), q.send(), q.send()];
    expect(q.runs()).toBe(1);
    await q.finishRun();
    expect(q.runs()).toBe(2);
    await q.finishRun();
    await Promise.all(calls);
    expect(q.runs()).toBe(2);
  });

  it('starts a new run for a call after the last run ended', async () => {
    const q = queueAndSender();
    q.queue.push('a');
    const first = q.send();
    await q.finishRun();
    await first;
    q.queue.push('b');
    const later = q.send();
    await q.finishRun();
    expect(await later).toBe(1);
    expect(q.sent).toEqual(['a', 'b']);
  });
});
