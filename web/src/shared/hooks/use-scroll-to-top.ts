import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC.md §2: the page scrolls to top on every path change. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger, not an input
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}
