import { theme } from 'antd';
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
 * A titled box drawn as antd's Card is, with the same theme tokens (both themes), without it: antd's
 * Card loads its Tabs, and with them a dropdown and a menu, about 14 KiB on every page that shows a
 * card (issue 13). The same props as the Card the pages used: title, extra, size, styles, actions.
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
  const { token } = theme.useToken();
  const small = size === 'small';
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const classes = ['app-card', hoverable ? 'app-card-hoverable' : '', className ?? ''].filter(Boolean);
  // A page's `borderColor: undefined` keeps the card's own colour (React would clear it otherwise).
  const own = Object.fromEntries(Object.entries(style ?? {}).filter(([, value]) => value !== undefined));
  return (
    <div
      {...rest}
      className={classes.join(' ')}
      style={{
        position: 'relative',
        background: token.colorBgContainer,
        borderWidth: token.lineWidth,
        borderStyle: token.lineType,
        borderColor: token.colorBorderSecondary,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        ...own,
      }}
    >
      {(title || extra) && (
        <div
          className="app-card-head"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.marginXS,
            minHeight: small
              ? token.fontSize * token.lineHeight + token.paddingXS * 2
              : token.fontSizeLG * token.lineHeightLG + token.padding * 2,
            padding: `0 ${small ? 12 : token.paddingLG}px`,
            marginBottom: -1,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: small ? token.fontSize : token.fontSizeLG,
            borderBottom: line,
            ...styles?.header,
          }}
        >
          <div className="app-card-title">{title}</div>
          {extra && (
            <div
              style={{
                marginInlineStart: 'auto',
                color: token.colorText,
                fontWeight: 'normal',
                fontSize: token.fontSize,
              }}
            >
              {extra}
            </div>
          )}
        </div>
      )}
      <div style={{ padding: small ? 12 : token.paddingLG, ...styles?.body }}>{children}</div>
      {actions && actions.length > 0 && (
        <ul
          style={{
            display: 'flex',
            margin: 0,
            padding: 0,
            listStyle: 'none',
            borderTop: line,
            borderRadius: `0 0 ${token.borderRadiusLG}px ${token.borderRadiusLG}px`,
          }}
        >
          {actions.map((action, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the actions are a fixed row, never reordered.
              key={index}
              style={{
                flex: 1,
                margin: `${token.paddingSM}px 0`,
                textAlign: 'center',
                color: token.colorTextDescription,
                borderInlineEnd: index < actions.length - 1 ? line : undefined,
              }}
            >
              {action}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
