import type { MessageInstance } from 'antd/es/message/interface';

/** Toasts last 3 seconds (SPEC.md §9). */
export const TOAST_SECONDS = 3;

let api: MessageInstance | null = null;

/** Set once by <ToastBridge/> inside antd's <App/>, so toasts follow the theme and locale. */
export function bindToastApi(instance: MessageInstance): void {
  api = instance;
}

export const toast = {
  error(text: string) {
    void api?.error({ content: text, duration: TOAST_SECONDS });
  },
  success(text: string) {
    void api?.success({ content: text, duration: TOAST_SECONDS });
  },
  info(text: string) {
    void api?.info({ content: text, duration: TOAST_SECONDS });
  },
};
