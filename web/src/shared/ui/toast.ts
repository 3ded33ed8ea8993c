import type { MessageInstance } from 'antd/es/message/interface';

/** Toasts last 3 seconds (SPEC.md §9). */
export const TOAST_SECONDS = 3;

let api: MessageInstance | null = null;

/** Set once by <ToastBridge/> inside antd's <App/>, so toasts follow the theme and locale. */
export function bindToastApi(instance: MessageInstance): void {
  api = instance;
}

/**
 * The text is the toast's key: the same words raised again while shown (say, five parallel requests
 * that all meet an ended session) update the one toast instead of stacking copies of it.
 */
export const toast = {
  error(text: string) {
    void api?.error({ key: text, content: text, duration: TOAST_SECONDS });
  },
  success(text: string) {
    void api?.success({ key: text, content: text, duration: TOAST_SECONDS });
  },
  info(text: string) {
    void api?.info({ key: text, content: text, duration: TOAST_SECONDS });
  },
};
