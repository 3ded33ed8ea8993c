import { useSyncExternalStore } from 'react';

/**
 * One MediaQueryList per query, made once: React asks for the answer on every render, and each
 * `matchMedia` call evaluates the query anew (measurable on a phone's first render).
 */
const lists = new Map<string, MediaQueryList>();
function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a CSS media query matches now, following changes (antd's Grid.useBreakpoint without antd). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => listFor(query).matches,
    () => false,
  );
}
