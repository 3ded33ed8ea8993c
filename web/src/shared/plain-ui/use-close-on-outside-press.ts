import { type RefObject, useEffect } from 'react';

/**
 * While `open`, a press anywhere outside `root` closes the popup (`setOpen(false)`: a state setter, the
 * same on every render, so the listener is added once per opening).
 */
export function useCloseOnOutsidePress(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, root, setOpen]);
}
