import type { Page } from '@playwright/test';

type WorkerState = 'controlled' | 'not active' | 'active, page not claimed';

/**
 * Waits until the app's service worker controls the page: from then on a reload without
 * signal opens the app from the phone.
 *
 * A worker that activates while this page is still being created leaves it out of its claim (the
 * Service Workers spec skips clients that are not yet execution-ready), and one whose install failed
 * never becomes active for this page; either way the page's next load is the one that is controlled,
 * so after a while without control the page is reloaded, as a person would, a few times at most.
 */
export async function appKeptOnPhone(page: Page): Promise<void> {
  const seen: WorkerState[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const state = await page.evaluate(async (): Promise<WorkerState> => {
      const after = (ms: number) => new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
      const active = await Promise.race([navigator.serviceWorker.ready.then(() => true), after(30_000)]);
      if (!active) return 'not active';
      if (navigator.serviceWorker.controller) return 'controlled';
      const claimed = await Promise.race([
        new Promise<true>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true }),
        ),
        after(10_000),
      ]);
      return claimed || navigator.serviceWorker.controller ? 'controlled' : 'active, page not claimed';
    });
    if (state === 'controlled') return;
    seen.push(state);
    await page.reload();
  }
  throw new Error(`The service worker never took the page over: ${seen.join('; ')}`);
}
