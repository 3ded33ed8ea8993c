import { type ReactNode, useEffect, useState } from 'react';

/**
 * A short hint shown on hover and keyboard focus, as antd's Tooltip, drawn by CSS (plain.css,
 * `.pui-tip`): no code or work before it shows. The element inside must carry its own accessible name
 * (an icon button's aria-label); the hint is not read a second time. `align="end"` keeps a hint of a
 * control at the screen's right edge inside it. As WCAG 1.4.13 asks of content shown on hover, the
 * pointer can move onto the hint without it going away, and Escape hides it without moving the pointer
 * or the focus; it comes back the next time the control is pointed at or focused.
 */
export function PlainTip({
  title,
  align,
  block,
  children,
}: {
  /** No hint while it is not given. */
  title: string | undefined;
  align?: 'end';
  /** Takes the line's width, for a text cut by an ellipsis. */
  block?: boolean;
  children: ReactNode;
}) {
  const [hovered, setHovered] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  // Escape reaches the document, not this element, when the pointer alone shows the hint.
  useEffect(() => {
    if (!hovered) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hovered]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears what bubbles from the control inside, which is the interactive element
    <span
      className="pui-tip"
      data-tip={title}
      data-align={align}
      data-block={block || undefined}
      data-dismissed={dismissed || undefined}
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
      onFocus={() => setDismissed(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
    >
      {children}
    </span>
  );
}
