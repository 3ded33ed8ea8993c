import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { type CSSProperties, createElement, type ReactNode } from 'react';

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
 * look (class `anticon`, 1em, the text's colour): the frame and the plain pages draw without
 * `@ant-design/icons`, whose React wrapper brings a colour library and style injection.
 * Decorative unless `label` names it.
 */
export function AntIcon({
  icon,
  label,
  className,
  style,
}: {
  icon: IconDefinition;
  label?: string;
  className?: string;
  style?: CSSProperties;
}) {
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span
      role="img"
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={`anticon anticon-${icon.name}${className ? ` ${className}` : ''}`}
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
