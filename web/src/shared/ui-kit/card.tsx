import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** Beside the title, at its end (a link, a button). */
  extra?: ReactNode;
  size?: 'small' | 'medium' | 'default';
  /** Lifts on hover: a card that is itself a link or opens something. */
  hoverable?: boolean;
  /** A row of equal cells under the body, each action in one. */
  actions?: ReactNode[];
  styles?: { header?: CSSProperties; body?: CSSProperties };
}

/**
 * A titled box drawn as antd's Card is, with the same theme values (both themes; app/global.css), without
 * it: antd's Card loads its Tabs, and with them a dropdown and a menu, on every page that
 * shows a card. No antd at all, so plain pages use it too. The same props as the Card the
 * pages used: title, extra, size, styles, actions.
 */
export function Card({
  title,
  extra,
  size = 'default',
  hoverable,
  actions,
  styles,
  style,
  className,
  children,
  ...rest
}: CardProps) {
  const classes = ['app-card', hoverable ? 'app-card-hoverable' : '', className ?? ''].filter(Boolean);
  // A page's `borderColor: undefined` keeps the card's own colour (React would clear it otherwise).
  const own = Object.fromEntries(Object.entries(style ?? {}).filter(([, value]) => value !== undefined));
  return (
    <div
      {...rest}
      className={classes.join(' ')}
      data-size={size === 'small' ? 'small' : undefined}
      style={own}
    >
      {(title || extra) && (
        <div className="app-card-head" style={styles?.header}>
          <div className="app-card-title">{title}</div>
          {extra && <div className="app-card-extra">{extra}</div>}
        </div>
      )}
      <div className="app-card-body" style={styles?.body}>
        {children}
      </div>
      {actions && actions.length > 0 && (
        <ul className="app-card-actions">
          {actions.map((action, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the actions are a fixed row, never reordered.
            <li key={index}>{action}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
