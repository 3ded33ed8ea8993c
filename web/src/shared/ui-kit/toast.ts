/** Toasts last 3 seconds (SPEC.md §9). */
export const TOAST_SECONDS = 3;

interface ToastArgs {
  key: string;
  content: string;
  duration: number;
}

/** What shows a toast: the app's own toasts (shared/ui-kit/toaster.tsx), on every page. */
export interface ToastApi {
  error(args: ToastArgs): unknown;
  success(args: ToastArgs): unknown;
  info(args: ToastArgs): unknown;
}

// The last mounted one wins (one is mounted at a time; a test may mount its own).
const bound: ToastApi[] = [];

/** Called by <PlainToaster/> when mounted; the returned function unbinds again. */
export function bindToastApi(instance: ToastApi): () => void {
  bound.push(instance);
  return () => {
    const at = bound.lastIndexOf(instance);
    if (at >= 0) bound.splice(at, 1);
  };
}

const api = (): ToastApi | undefined => bound[bound.length - 1];

/**
 * The text is the toast's key: the same words raised again while shown (say, five parallel requests
 * that all meet an ended session) update the one toast instead of stacking copies of it.
 */
export const toast = {
  error(text: string) {
    void api()?.error({ key: text, content: text, duration: TOAST_SECONDS });
  },
  success(text: string) {
    void api()?.success({ key: text, content: text, duration: TOAST_SECONDS });
  },
  info(text: string) {
    void api()?.info({ key: text, content: text, duration: TOAST_SECONDS });
  },
};
