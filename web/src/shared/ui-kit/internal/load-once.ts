/**
 * A code loader that fetches once and shares the answer; after a failure the next call tries again
 * (a file missed without signal loads once the signal is back).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let code: Promise<T> | null = null;
  return () => {
    code ??= load();
    code.catch(() => {
      code = null;
    });
    return code;
  };
}
