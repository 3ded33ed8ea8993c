import type { FastifyInstance } from 'fastify';

/** One background job: its name in the job metric and the logs, how often it runs, and one run. */
export interface RecurringJob<Result> {
  /** The `job` label of `cleanops_job_runs_total` and the `job` field of its log lines. */
  name: string;
  everyMs: number;
  run: () => Promise<Result>;
  /**
   * What a finished run says: `done(fields)` logs "work job done" with the job's name and the fields
   * (how many it sent, changed, deleted), or a metric of its own. A run that did nothing says nothing.
   */
  report?: (result: Result, done: (fields: object) => void) => void;
}

/**
 * Runs `tick` once when the app is ready and then every `everyMs` in this process, never twice at
 * once: a tick due while the last is under way is skipped. Closing the app stops the timer and waits
 * for a tick under way, so the database is not closed beneath it. The timer is unref'd: a pending
 * tick never keeps the process alive on its own.
 */
export function everyInterval(app: FastifyInstance, everyMs: number, tick: () => Promise<void>): void {
  let running: Promise<void> | null = null;
  const start = () => {
    if (running) return;
    running = tick().finally(() => {
      running = null;
    });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    start();
    timer = setInterval(start, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * One run of a job, counted in the job metric as ok or failed. A failure is logged and goes no
 * further: the next run tries again, and the jobs run after it in the same tick still run.
 */
export async function runCounted<Result>(
  app: FastifyInstance,
  { name, run, report }: Omit<RecurringJob<Result>, 'everyMs'>,
): Promise<void> {
  let result: Result;
  try {
    result = await run();
  } catch (error) {
    app.metrics.jobRan(name, 'failed');
    app.log.error({ err: error, job: name }, 'work job failed');
    return;
  }
  app.metrics.jobRan(name, 'ok');
  report?.(result, (fields) => app.log.info({ job: name, ...fields }, 'work job done'));
}

/** A job run at start and then every `everyMs` in this process, each run counted and a failure logged. */
export function scheduleEvery<Result>(app: FastifyInstance, job: RecurringJob<Result>): void {
  everyInterval(app, job.everyMs, () => runCounted(app, job));
}
