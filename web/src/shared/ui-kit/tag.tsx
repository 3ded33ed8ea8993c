import type { ReactNode } from 'react';
import './tag.css';

/** The colours the app's tags use: antd's status and preset names, as antd's Tag `color`. */
export type PlainTagColor =
  | 'default'
  | 'processing'
  | 'success'
  | 'error'
  | 'red'
  | 'red-solid'
  | 'orange'
  | 'blue'
  | 'purple'
  | 'cyan';

/** antd's Tag (its default filled look) with the app theme's contrast-fixed colours, both themes. */
export function PlainTag({
  color = 'default',
  icon,
  children,
}: {
  color?: PlainTagColor;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <span className="pui-tag" data-color={color}>
      {icon}
      {icon ? <span>{children}</span> : children}
    </span>
  );
}
