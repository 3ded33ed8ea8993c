import type { QueuedStep } from './queued-step';

/*
 * The device's own store for working without signal, in IndexedDB: what the person saw
 * (jobs, lists, shifts) as the server last answered it, and the queue of steps not sent yet. Plain
 * IndexedDB behind a few promises: the app needs three stores and no cursors.
 */

const DB_NAME = 'cleanops-offline';
const VERSION = 1;
const KEPT = 'kept';
const STEPS = 'steps';

/** A server answer kept for offline use, under a key such as `job:<id>` or a list's query. */
interface KeptRecord<T = unknown> {
  key: string;
  userId: string;
  savedAt: string;
  value: T;
}

let opening: Promise<IDBDatabase> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const req = indexedDB.open(DB_NAME, VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(KEPT)) db.createObjectStore(KEPT, { keyPath: 'key' });
      if (!db.objectStoreNames.contains(STEPS))
        db.createObjectStore(STEPS, { keyPath: 'seq', autoIncrement: true });
    };
    req.onsuccess = () => {
      const db = req.result;
      // Another tab upgrading (a newer build) must not be blocked by this one.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    req.onerror = () => {
      opening = null;
      reject(req.error);
    };
  });
  return opening;
}

async function tx<T>(
  store: string,
  mode: IDBTransactionMode,
  run: (s: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  const transaction = db.transaction(store, mode);
  const result = await request(run(transaction.objectStore(store)));
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
  return result;
}

/** Keeps what the server answered, for this person only. */
export async function keep(userId: string, key: string, value: unknown): Promise<void> {
  const record: KeptRecord = { key, userId, savedAt: new Date().toISOString(), value };
  await tx(KEPT, 'readwrite', (s) => s.put(record));
}

/** What was kept under this key for this person, or undefined (never another person's copy). */
export async function kept<T>(userId: string, key: string): Promise<T | undefined> {
  const record = (await tx(KEPT, 'readonly', (s) => s.get(key))) as KeptRecord<T> | undefined;
  return record && record.userId === userId ? record.value : undefined;
}

export async function savedAt(userId: string, key: string): Promise<string | undefined> {
  const record = (await tx(KEPT, 'readonly', (s) => s.get(key))) as KeptRecord | undefined;
  return record && record.userId === userId ? record.savedAt : undefined;
}

export const stepsInDb = {
  all: () => tx(STEPS, 'readonly', (s) => s.getAll() as IDBRequest<QueuedStep[]>),
  add: async (step: QueuedStep): Promise<QueuedStep> => {
    const { seq: _ignored, ...fresh } = step;
    const seq = await tx(STEPS, 'readwrite', (s) => s.add(fresh));
    return { ...fresh, seq: Number(seq) };
  },
  put: async (step: QueuedStep) => {
    await tx(STEPS, 'readwrite', (s) => s.put(step));
  },
  remove: async (seq: number) => {
    await tx(STEPS, 'readwrite', (s) => s.delete(seq));
  },
};

/**
 * Sign-out (SPEC.md §4): the pages kept for offline use go. Unsent steps stay, each under the person
 * who took them (`QueuedStep.userId`): only that person sees and sends them after signing in again,
 * so a session that ended on the server (or a logout without signal) loses no work. Dropping them is
 * the person's own choice (`discardStepsOf`).
 */
export async function clearKeptPages(): Promise<void> {
  try {
    await tx(KEPT, 'readwrite', (s) => s.clear());
  } catch {
    // No IndexedDB (a private mode that refuses it): nothing was kept.
  }
}

/** Everything one person left unsent on this device, removed because they chose so. */
export async function discardStepsOf(userId: string): Promise<void> {
  const steps = await stepsInDb.all();
  for (const step of steps) {
    if (step.userId === userId && step.seq !== undefined) await stepsInDb.remove(step.seq);
  }
}
