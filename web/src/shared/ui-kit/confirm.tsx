import type { ModalFuncProps } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { lazyDialog } from './lazy-dialog';

const ConfirmDialog = lazyDialog(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));

/**
 * Asks before something is destroyed: antd's `Modal.confirm` (title, content, danger OK, an `onOk`
 * whose promise keeps the button loading), with its code fetched after the page's load rather than
 * in the page's first download (antd's Modal would weigh on pages like the job page,
 * which only confirm). Render `holder` where the component draws; it is empty until asked.
 */
export function useConfirm(): [confirm: (config: ModalFuncProps) => void, holder: ReactNode] {
  const [asked, setAsked] = useState<{ config: ModalFuncProps; id: number } | null>(null);
  const confirm = useCallback(
    (config: ModalFuncProps) => setAsked((last) => ({ config, id: (last?.id ?? 0) + 1 })),
    [],
  );
  const holder = asked && (
    <ConfirmDialog key={asked.id} config={asked.config} onClosed={() => setAsked(null)} />
  );
  return [confirm, holder];
}
