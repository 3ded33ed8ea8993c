import { useEffect, useState } from 'react';
import { CheckCircleOutlined, ExclamationCircleOutlined, InfoCircleOutlined } from './icons';
import { bindToastApi, type ToastApi } from './toast';

interface Shown {
  key: string;
  type: 'error' | 'success' | 'info';
  content: string;
}

const ICONS = {
  error: ExclamationCircleOutlined,
  success: CheckCircleOutlined,
  info: InfoCircleOutlined,
} as const;

/**
 * The app's toasts, on every page (provider.tsx): antd's message look, top centre, the same keys and
 * 3 seconds. Plain, so no page loads antd's message and notification code for them.
 */
export function PlainToaster() {
  const [shown, setShown] = useState<Shown[]>([]);
  useEffect(() => {
    const timers = new Map<string, number>();
    const show =
      (type: Shown['type']) =>
      ({ key, content, duration }: { key: string; content: string; duration: number }) => {
        setShown((list) => [...list.filter((t) => t.key !== key), { key, type, content }]);
        window.clearTimeout(timers.get(key));
        timers.set(
          key,
          window.setTimeout(() => setShown((list) => list.filter((t) => t.key !== key)), duration * 1000),
        );
      };
    const api: ToastApi = { error: show('error'), success: show('success'), info: show('info') };
    const unbind = bindToastApi(api);
    return () => {
      unbind();
      for (const timer of timers.values()) window.clearTimeout(timer);
    };
  }, []);
  return (
    // Announced when a toast is added; a field's own error below its input is the alert.
    <div className="pui-toasts" aria-live="polite">
      {shown.map(({ key, type, content }) => {
        const Icon = ICONS[type];
        return (
          <div key={key} className="pui-toast" data-type={type}>
            <Icon />
            <span>{content}</span>
          </div>
        );
      })}
    </div>
  );
}
