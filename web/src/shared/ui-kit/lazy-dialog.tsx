import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { whenLoadedAndIdle } from '../hooks/after-load';
import { inAntdScope, loadAntdProvider } from './antd-scope';
import { loadOnce } from './internal/load-once';
import { preloadControls } from './lazy-controls';

/**
 * How long after the page's load a part's code is fetched and run: a page opened from its address is
 * usually still fetching its first answer and drawing it when the browser first goes idle, and on a
 * phone network the part's download would delay that (the job page's largest paint comes later when
 * its parts are fetched at the first idle moment). The first views are plain, so a part also brings
 * antd, its stylesheet and its provider, each a long task on a slow phone: they wait until the person
 * has had the page to themselves for a while (a part shown earlier loads at once). The service worker has the files cached by then.
 */
const PART_DELAY_MS = 10_000;

/**
 * A part of a page whose code is not part of the page's first download. Its code is fetched
 * a few seconds after the page has loaded, once the browser is idle, so it is there by the time it is
 * usually needed; shown before that, `fallback` stands in until it arrives. A file that fails to load surfaces in the page's error boundary, as a page's own
 * would (chunk-reload.ts reloads once after a deploy).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  // Drawn in antd: inside antd's provider, which comes with the part when the page is plain.
  const preload = loadOnce(() =>
    Promise.all([load(), loadAntdProvider()]).then(([component, antd]) => ({
      default: inAntdScope(component, antd),
    })),
  );
  const Lazy = lazy(preload);
  whenLoadedAndIdle(
    () => {
      preload().catch(() => undefined);
    },
    { delayMs: PART_DELAY_MS },
  );
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * A form in a modal that opens on a click: nothing shows until its code is there, with the pickers' and
 * select's (lazy-controls.tsx), so its fields do not arrive one step later.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyPart(() => Promise.all([load(), preloadControls()]).then(([component]) => component), null);
}
