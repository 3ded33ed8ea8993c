import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * How long the database may hold the JavaScript thread before the event loop gets a turn. A few
 * statements' worth: socket reads and finished file writes are then handled every few milliseconds.
 */
const SLICE_MS = 8;
/** Writes that may go in a row before a waiting read, so a stream of writes cannot starve reads. */
const WRITES_BEFORE_A_READ = 4;

type Kind = 'read' | 'write';
interface Job {
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * The order PGlite's statements and transactions run in.
 *
 * PGlite executes every statement synchronously on the JavaScript thread, one at a time, and its own
 * queue chains each waiting statement to the previous one through promise callbacks, which never let
 * the event loop turn. Under load, one turn of the loop would therefore run every waiting request's
 * statements back to back. A request that needs several turns (a multipart body, sharp, writing a
 * file: thread-pool work whose result is delivered on the next turn) would pay that whole queue at
 * every step, so a guest's complaint would take many times as long as a read, which needs one turn.
 * A transaction would also wait for every statement queued before it.
 *
 * Here statements still run one at a time, as PGlite must, but:
 * - once SLICE_MS of database work has run, the next job waits for the event loop to turn
 *   (setImmediate), so I/O is handled between slices however long the queue is;
 * - transactions, statements that write and every statement of a request that changes something
 *   (asWrite: its session lookup too) go before plain reads, so a write waits for the job running
 *   and the other writes, not for every read queued before it; after WRITES_BEFORE_A_READ writes
 *   in a row a waiting read goes first.
 */
export class PgliteScheduler {
  private readonly queues: Record<Kind, Job[]> = { read: [], write: [] };
  private running = false;
  private sliceStarted = 0;
  private writesInARow = 0;

  run<T>(kind: Kind, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queues[kind].push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.running) return;
      this.running = true;
      this.sliceStarted = performance.now();
      this.next();
    });
  }

  private take(): Job | undefined {
    const { read, write } = this.queues;
    if (write.length && (!read.length || this.writesInARow < WRITES_BEFORE_A_READ)) {
      this.writesInARow += 1;
      return write.shift();
    }
    this.writesInARow = 0;
    return read.shift();
  }

  private next(): void {
    const job = this.take();
    if (!job) {
      this.running = false;
      return;
    }
    job
      .work()
      .then(job.resolve, job.reject)
      .finally(() => {
        if (performance.now() - this.sliceStarted < SLICE_MS) return this.next();
        setImmediate(() => {
          this.sliceStarted = performance.now();
          this.next();
        });
      });
  }
}

const writing = new AsyncLocalStorage<true>();

/** Runs `work` with every statement it sends to PGlite, reads too, taking its turn as a write's. */
export function asWrite<T>(work: () => T): T {
  return writing.run(true, work);
}

/** A plain read: one statement that only selects. Anything else (a CTE may write) counts as a write. */
const kindOf = (text: string): Kind =>
  writing.getStore() || !/^\s*(select|show)\b/i.test(text) ? 'write' : 'read';

/**
 * The PGlite client Drizzle is given: its statements and transactions go through a PgliteScheduler.
 * Drizzle calls only `query` and `transaction`; statements inside a transaction go to the
 * transaction's own client and run in its turn.
 */
export function scheduledPglite(client: PGlite): PGlite {
  const scheduler = new PgliteScheduler();
  const scheduled: Pick<PGlite, 'query' | 'exec' | 'transaction'> = {
    query: (text, params, options) => scheduler.run(kindOf(text), () => client.query(text, params, options)),
    exec: (text, options) => scheduler.run('write', () => client.exec(text, options)),
    transaction: (callback) => scheduler.run('write', () => client.transaction(callback)),
  };
  return scheduled as PGlite;
}
