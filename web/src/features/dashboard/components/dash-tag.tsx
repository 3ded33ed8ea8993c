import type { ReactNode } from 'react';
import '@/shared/plain-ui/tag.css';

/**
 * antd's Tag in the colours the dashboard uses: the plain tag's (shared/plain-ui/tag.css) and two it does
 * not hold, blue (a job in progress) and solid red (an emergency), in dashboard.css.
 */
export function DashTag({
  color = 'default',
  children,
}: {
  color?: 'default' | 'red' | 'blue' | 'red-solid';
  children: ReactNode;
}) {
  return (
    <span className="pui-tag" data-color={color}>
      {children}
    </span>
  );
}
