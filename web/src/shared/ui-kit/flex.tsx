import type { CSSProperties, HTMLAttributes } from 'react';

interface PlainFlexProps extends HTMLAttributes<HTMLDivElement> {
  vertical?: boolean;
  /** In pixels, as antd's Flex `gap`. */
  gap?: number;
  wrap?: boolean;
  align?: CSSProperties['alignItems'];
}

/** antd's Flex as a plain div: a row (or a column) of children with a gap between them. */
export function PlainFlex({ vertical, gap, wrap, align, style, children, ...rest }: PlainFlexProps) {
  return (
    <div
      {...rest}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : undefined,
        flexWrap: wrap ? 'wrap' : undefined,
        alignItems: align,
        gap,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
