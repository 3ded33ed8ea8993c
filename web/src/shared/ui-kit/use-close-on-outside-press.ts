import { type PointerEvent as ReactPointerEvent, type RefObject, useEffect, useRef } from 'react';

/**
 * While `open`, a press anywhere outside `root` closes the popup (`setOpen(false)`: a state setter, the
 * same on every render, so the listener is added once per opening). Spread the returned handler on
 * `root`: a layer the popup opens itself (antd's Popconfirm, drawn at the end of the page through a
 * React portal) is outside `root` in the page but inside it for React, whose events pass up through
 * the popup, so a press there does not close the popup under it.
 */
export function useCloseOnOutsidePress(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
): { onPointerDownCapture: (event: ReactPointerEvent) => void } {
  const pressedInside = useRef<Event | null>(null);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const inside = event === pressedInside.current || root.current?.contains(event.target as Node);
      if (!inside) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, root, setOpen]);
  return {
    onPointerDownCapture: (event) => {
      pressedInside.current = event.nativeEvent;
    },
  };
}
