import { Modal, type ModalFuncProps } from 'antd';
import { useEffect } from 'react';

/**
 * antd's confirmation, in the app's theme and language, opened once mounted (confirm.tsx loads it);
 * `onClosed` runs when it has closed, whichever button closed it.
 */
export function ConfirmDialog({ config, onClosed }: { config: ModalFuncProps; onClosed: () => void }) {
  const [modal, holder] = Modal.useModal();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one dialog per mount (confirm.tsx keys it by request)
  useEffect(() => {
    const dialog = modal.confirm({
      ...config,
      afterClose: () => {
        config.afterClose?.();
        onClosed();
      },
    });
    return () => dialog.destroy();
  }, []);
  return holder;
}
