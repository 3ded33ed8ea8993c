import { isChunkLoadError } from './chunk-error';

/** sessionStorage key: the last chunk a reload was spent on, and when. */
export const CHUNK_RELOAD_KEY = 'cleanops.chunkReload';
/** A second failure this soon after a reload is not an old page any more: the error page shows instead. */
export const CHUNK_RELOAD_PAUSE_MS = 60_000;

interface ReloadMark {
  url: string;
  at: number;
}

export interface ChunkReloaderDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
  /** navigator.onLine: without signal a file fails to load because there is no network, not a deployment. */
  online: () => boolean;
}

/** The file a failed dynamic import or preload named, when the browser says it. */
export function failedChunkUrl(error: unknown): string | null {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /(https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)/.exec(text);
  if (!match?.[1]) return null;
  try {
    return new URL(match[1], 'http://x').pathname;
  } catch {
    return null;
  }
}

function readMark(storage: ChunkReloaderDeps['storage']): ReloadMark | null {
  try {
    const parsed = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? 'null') as Partial<ReloadMark> | null;
    return parsed && typeof parsed.url === 'string' && typeof parsed.at === 'number'
      ? { url: parsed.url, at: parsed.at }
      : null;
  } catch {
    return null;
  }
}

/**
 * A page of an older build asks for a file the deployment removed: reloading once picks up
 * the new build. It reloads at most once per file and never twice within CHUNK_RELOAD_PAUSE_MS, so a
 * file that is really missing ends on the error page (with its reload button) instead of a loop.
 * Without signal it never reloads: that would only throw away what is on the page (a job being done
 * in a basement) and could not fetch a newer build anyway.
 */
export function createChunkReloader({ storage, reload, now, online }: ChunkReloaderDeps) {
  let reloading = false;
  return {
    /** True when a reload has started (the caller shows a loading state); false: show the error. */
    reloadOnce(error: unknown): boolean {
      if (reloading) return true;
      if (!isChunkLoadError(error) || !online()) return false;
      const url = failedChunkUrl(error) ?? 'unknown';
      const mark = readMark(storage);
      if (mark && (mark.url === url || now() - mark.at < CHUNK_RELOAD_PAUSE_MS)) return false;
      try {
        storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ url, at: now() } satisfies ReloadMark));
      } catch {
        // Without storage there is no way to know a reload already happened: do not risk a loop.
        return false;
      }
      reloading = true;
      reload();
      return true;
    },
    get reloading() {
      return reloading;
    },
  };
}

function sessionStore(): ChunkReloaderDeps['storage'] {
  try {
    return window.sessionStorage;
  } catch {
    return {
      getItem: () => null,
      setItem: () => {
        throw new Error('no sessionStorage');
      },
    };
  }
}

/** The app's reloader; in tests (no window) it is never used. */
export const chunkReloader =
  typeof window === 'undefined'
    ? createChunkReloader({
        storage: { getItem: () => null, setItem: () => {} },
        reload: () => {},
        now: Date.now,
        online: () => true,
      })
    : createChunkReloader({
        storage: sessionStore(),
        reload: () => window.location.reload(),
        now: Date.now,
        online: () => navigator.onLine,
      });

/**
 * Vite reports a failed import or preload of a lazy part as `vite:preloadError` before the import
 * rejects. When a reload starts, the error is swallowed (the page is going away anyway); otherwise it
 * goes on to the error boundary, which shows the error page.
 */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const error = isChunkLoadError(payload)
      ? payload
      : new Error(`Failed to fetch dynamically imported module: ${String(payload)}`);
    if (chunkReloader.reloadOnce(error)) event.preventDefault();
  });
}
