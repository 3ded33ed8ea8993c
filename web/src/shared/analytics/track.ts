/** Product events of SPEC.md §7. The third-party service is not chosen yet. */
export type AnalyticsEvent = 'login' | 'logout' | 'app_open' | 'first_open_app';

export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

const devConsoleSink: AnalyticsSink = {
  send(event) {
    if (import.meta.env.DEV) console.debug('[analytics]', event);
  },
};

let sink: AnalyticsSink = devConsoleSink;

/** Lets the chosen provider plug in later without touching the callers. */
export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
}

export function track(event: AnalyticsEvent): void {
  try {
    sink.send(event);
  } catch {
    // Analytics must never break the product.
  }
}

const FIRST_OPEN_KEY = 'cleanops-opened';

/** app_open on every start, first_open_app once per browser. */
export function trackAppOpen(storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  if (!storage.getItem(FIRST_OPEN_KEY)) {
    storage.setItem(FIRST_OPEN_KEY, '1');
    track('first_open_app');
  }
  track('app_open');
}
