import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDER_MAX_WIDTH, SIDER_MIN_WIDTH, useUiStore } from '@/shared/stores/ui-store';

const COLLAPSED_WIDTH = 64;

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** Side menu in % of the window, dragged by its edge (SPEC.md §2, §9); widths live in the ui store. */
export function ResizableSider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const windowWidth = useWindowWidth();
  const { siderWidth, siderCollapsed, dragSiderTo } = useUiStore();
  const [dragging, setDragging] = useState(false);
  const handle = useRef<HTMLDivElement>(null);

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    handle.current?.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (dragging) dragSiderTo((event.clientX / window.innerWidth) * 100);
  };
  const onPointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    handle.current?.releasePointerCapture(event.pointerId);
    setDragging(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') dragSiderTo(Math.max(SIDER_MIN_WIDTH, siderWidth - 1));
    if (event.key === 'ArrowRight') dragSiderTo(siderWidth + 1);
  };

  return (
    <aside
      className="app-sider"
      style={{ width: siderCollapsed ? COLLAPSED_WIDTH : Math.round((siderWidth / 100) * windowWidth) }}
    >
      <div className="app-sider-children">{children}</div>
      {!siderCollapsed && (
        // biome-ignore lint/a11y/useSemanticElements: <hr> cannot be focused or dragged; this is the WAI-ARIA window splitter
        <div
          ref={handle}
          role="separator"
          aria-orientation="vertical"
          aria-label={t('sider.resize')}
          aria-valuenow={Math.round(siderWidth)}
          aria-valuemin={SIDER_MIN_WIDTH}
          aria-valuemax={SIDER_MAX_WIDTH}
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="sider-resize-handle"
          data-dragging={dragging}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        />
      )}
    </aside>
  );
}
