import { App } from 'antd';
import { useEffect } from 'react';
import { bindToastApi } from './toast';

/** Hands antd's context-aware message API to code outside React (the API client). */
export function ToastBridge() {
  const { message } = App.useApp();
  useEffect(() => bindToastApi(message), [message]);
  return null;
}
