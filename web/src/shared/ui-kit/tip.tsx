import type { ReactNode } from 'react';

/**
 * A short hint shown on hover and keyboard focus, as antd's Tooltip, drawn by CSS alone (plain.css,
 * `.pui-tip`): no code or work before it shows. The element inside must carry its own accessible name
 * (an icon button's aria-label); the hint is not read a second time. `align="end"` keeps a hint of a
 * control at the screen's right edge inside it.
 */
export function PlainTip({ title, align, children }: { title: string; align?: 'end'; children: ReactNode }) {
  return (
    <span className="pui-tip" data-tip={title} data-align={align}>
      {children}
    </span>
  );
}
