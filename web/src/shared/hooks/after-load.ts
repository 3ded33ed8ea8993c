/**
 * Runs `task` once the page has loaded, the browser is idle and, with `delayMs`, that much later still:
 * for work a page's first view does not need, so it never competes with that view's own
 * files and answers on a slow phone network. Safari has no requestIdleCallback; a timer stands in.
 */
export function whenLoadedAndIdle(task: () => void, { delayMs = 0 }: { delayMs?: number } = {}): void {
  if (typeof window === 'undefined') return;
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3_000 });
    else setTimeout(task, 1_000);
  };
  const afterLoad = () => (delayMs > 0 ? setTimeout(idle, delayMs) : idle());
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
