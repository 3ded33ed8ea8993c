import type { CSSProperties, ReactNode } from 'react';
import './text.css';

/** antd's Typography.Text: the text colour, or the secondary grey (5.7:1 light, 6.7:1 dark). */
export function PlainText({
  type,
  strong,
  style,
  children,
}: {
  type?: 'secondary';
  strong?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <span className="pui-text" data-type={type} style={style}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

/** antd's Typography.Title at levels 1 and 2: the heading's weight, colour and line height. */
export function PlainTitle({
  level,
  id,
  className,
  style,
  children,
}: {
  level: 1 | 2;
  id?: string;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Heading
      id={id}
      className={`pui-title${className ? ` ${className}` : ''}`}
      data-level={level}
      style={style}
    >
      {children}
    </Heading>
  );
}
