import type { CSSProperties, HTMLAttributes } from 'react';

const GAPS = { small: 8, middle: 16, large: 24 } as const;

export interface FlexProps extends HTMLAttributes<HTMLElement> {
  /** A column instead of a row. */
  vertical?: boolean;
  /** The space between children: pixels, or the theme's small (8), middle (16) or large (24). */
  gap?: number | keyof typeof GAPS;
  wrap?: boolean;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** This box's own share of its parent's row or column. */
  flex?: CSSProperties['flex'];
  /** The element drawn: a list (`ul`, `ol`) when the children are its items. */
  component?: 'div' | 'ul' | 'ol' | 'section' | 'span';
}

/** A row (or a column) of children with a gap between them: the layout box of every page. */
export function Flex({
  vertical,
  gap,
  wrap,
  align,
  justify,
  flex,
  component: Element = 'div',
  className,
  style,
  children,
  ...rest
}: FlexProps) {
  return (
    <Element
      {...rest}
      className={className ? `kit-flex ${className}` : 'kit-flex'}
      style={{
        flexDirection: vertical ? 'column' : undefined,
        flexWrap: wrap ? 'wrap' : undefined,
        alignItems: align,
        justifyContent: justify,
        gap: typeof gap === 'string' ? GAPS[gap] : gap,
        flex,
        ...style,
      }}
    >
      {children}
    </Element>
  );
}
