import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { type CSSProperties, createElement, type ReactNode } from 'react';

/** What every icon of the kit takes (`@/shared/ui-kit/icons`). */
export interface IconProps {
  /** Names the icon for screen readers; without it the icon is decoration, hidden from them. */
  label?: string;
  className?: string;
  /** Its size is the font size (`fontSize`), its colour the text's (`color`). */
  style?: CSSProperties;
  /** Turns without end, for work under way (a refresh, a sync). */
  spin?: boolean;
}

/** The definitions spell SVG attributes as in markup (`fill-rule`); React takes them in camel case. */
function reactAttributes(attrs: AbstractNode['attrs']) {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase()),
      value,
    ]),
  );
}

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(
    node.tag,
    { ...reactAttributes(node.attrs), key },
    node.children?.map((child, index) => draw(child, index)),
  );
}

/**
 * One of antd's icons drawn from its definition alone (`@ant-design/icons-svg/es/asn/<Name>`), in antd's
 * markup (a span with class `anticon`, 1em, the text's colour; its look is ui-kit/icons.css): no page
 * needs `@ant-design/icons`, whose React wrapper brings a colour library and style injection.
 */
export function AntIcon({ icon, label, className, style, spin }: IconProps & { icon: IconDefinition }) {
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  const classes = ['anticon', `anticon-${icon.name}`];
  if (spin) classes.push('anticon-spin');
  if (className) classes.push(className);
  return (
    <span
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={classes.join(' ')}
      style={style}
    >
      <svg
        {...reactAttributes(root.attrs)}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        {root.children?.map((child, index) => draw(child, index))}
      </svg>
    </span>
  );
}
