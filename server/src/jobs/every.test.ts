import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { scheduleEvery } from './every';

/** A run that lasts until the test lets it finish. */
function heldRuns() {
  const started: Array<() => void> = [];
  return {
    started,
    run: () =>
      new Promise<number>((resolve) => {
        started.push(() => resolve(1));
      }),
  };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function runs(t: TestApp, job: string, outcome: 'ok' | 'failed'): Promise<number> {
  const metric = await t.app.metrics.registry.getSingleMetric('cleanops_job_runs_total')?.get();
  return metric?.values.find((v) => v.labels.job === job && v.labels.outcome === outcome)?.value ?? 0;
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('a job scheduled every interval', () => {
  it('runs when the app is ready, skips the ticks due while a run is under way, then runs again', async () => {
    const held = heldRuns();
    t = await createTestApp(
      {},
      { beforeReady: (app) => scheduleEvery(app, { name: 'held', everyMs: 10, ...held }) },
    );
    await until(() => held.started.length >= 1);
    // Many ticks fall due meanwhile; none starts a second run beside the first.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(held.started).toHaveLength(1);
    held.started[0]!();
    await until(() => held.started.length >= 2);
    expect(await runs(t, 'held', 'ok')).toBe(1);
    held.started[1]!();
  });

  it('counts a failed run and runs again at the next tick', async () => {
    let calls = 0;
    t = await createTestApp(
      {},
      {
        beforeReady: (app) =>
          scheduleEvery(app, {
            name: 'flaky',
            everyMs: 10,
            run: async () => {
              calls += 1;
              if (calls === 1) throw new Error('the database went away');
              return calls;
            },
          }),
      },
    );
    await until(() => calls >= 2);
    expect(await runs(t, 'flaky', 'failed')).toBe(1);
    await until(() => calls >= 3);
    expect(await runs(t, 'flaky', 'ok')).toBeGreaterThanOrEqual(1);
  });

  it('closing the app waits for the run under way', async () => {
    const held = heldRuns();
    const app = await createTestApp(
      {},
      { beforeReady: (built) => scheduleEvery(built, { name: 'held', everyMs: 60_000, ...held }) },
    );
    await until(() => held.started.length >= 1);
    let closed = false;
    const closing = app.app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    held.started[0]!();
    await closing;
    expect(closed).toBe(true);
    await app.close();
  });
});
