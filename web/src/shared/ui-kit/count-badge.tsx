import type { HTMLAttributes, ReactNode, Ref } from 'react';

/**
 * A count on a header button's corner (unread notifications, pending invitations), as antd's small
 * Badge: hidden at 0, "99+" above 99. Plain (antd's Badge would be in every signed-in
 * page's first download); hidden from screen readers, since the button's own name says the count.
 */
export function CountBadge({
  count,
  children,
  ref,
  ...rest
}: { count: number; children: ReactNode; ref?: Ref<HTMLSpanElement> } & HTMLAttributes<HTMLSpanElement>) {
  // The rest (and the ref) reach the element: a Tooltip or Popover around it attaches its handlers here.
  return (
    <span ref={ref} {...rest} className="pui-count-badge">
      {children}
      {count > 0 && (
        <sup aria-hidden className="pui-count-badge-count">
          {count > 99 ? '99+' : count}
        </sup>
      )}
    </span>
  );
}
