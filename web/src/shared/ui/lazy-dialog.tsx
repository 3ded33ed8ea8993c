import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/** After the page has painted and the main thread is free (Safari has no requestIdleCallback). */
function whenIdle(task: () => void) {
  if (typeof window === 'undefined') return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1500);
}

/**
 * A part of a page whose code is not part of the page's first download (issue 13). Its code is fetched
 * once the page is idle, so it is there by the time it is needed; shown before that, `fallback` stands
 * in until it arrives. A file that fails to load surfaces in the page's error boundary, as a page's own
 * would (chunk-reload.ts reloads once after a deploy).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  let code: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    code ??= load().then((component) => ({ default: component }));
    code.catch(() => {
      code = null;
    });
    return code;
  };
  const Lazy = lazy(preload);
  whenIdle(() => {
    preload().catch(() => undefined);
  });
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** A form in a modal that opens on a click: nothing shows until its code is there. */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyPart(load, null);
}
