import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs `callback` once typing pauses for `delay` ms. Debouncing the call (not the value) means a
 * reset elsewhere, like "Clear filters", cannot be overwritten by a stale value arriving late.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(callback);
  latest.current = callback;

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const run = useCallback(
    (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current(...args);
      }, delay);
    },
    [cancel, delay],
  );

  const isPending = useCallback(() => timer.current !== null, []);

  useEffect(() => cancel, [cancel]);
  return { run, cancel, isPending };
}
