import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The look: a filled primary action, an outlined one (default), a dashed add, a link, or bare text. */
  type?: 'primary' | 'default' | 'dashed' | 'link' | 'text';
  /** The element's own type: `submit` sends the form it is in. */
  htmlType?: 'button' | 'submit' | 'reset';
  /** large 40 px (the sign-in pages), middle 32 px, small 24 px. */
  size?: 'large' | 'middle' | 'small';
  /** Red: an action that removes or refuses something. */
  danger?: boolean;
  /** A round icon-only button (give it an aria-label). */
  shape?: 'circle';
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
  /** The icon after the text instead of before it. */
  iconPlacement?: 'start' | 'end';
  /** A primary button drawn as an outline, for a card with several primary-looking actions. */
  ghost?: boolean;
  /** A link that looks like a button (a download, another site); disabled, it has no address. */
  href?: string;
  target?: string;
  rel?: string;
  download?: string | boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The app's one button, on every page: plain React, so the pages drawn without antd use it too, in
 * the theme's colours for both themes (plain.css). A busy button shows a spinner and ignores clicks;
 * it stays focusable, so a keyboard user does not lose their place while it works.
 */
export function Button({
  type = 'default',
  htmlType = 'button',
  size = 'middle',
  block,
  danger,
  shape,
  loading,
  icon,
  iconPlacement = 'start',
  ghost,
  href,
  target,
  rel,
  download,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const look = {
    className: rest.className ? `pui-button ${rest.className}` : 'pui-button',
    'data-variant': type,
    'data-size': size,
    'data-block': block ? 'true' : undefined,
    'data-danger': danger ? 'true' : undefined,
    'data-ghost': ghost ? 'true' : undefined,
    'data-shape': shape,
    'data-icon-only': icon && children == null ? 'true' : undefined,
  };
  const shownIcon = loading ? <span className="pui-spinner" aria-hidden="true" /> : icon;
  const content =
    iconPlacement === 'end' ? (
      <>
        {children}
        {shownIcon}
      </>
    ) : (
      <>
        {shownIcon}
        {children}
      </>
    );
  if (href !== undefined) {
    return (
      <a
        {...look}
        id={rest.id}
        title={rest.title}
        style={rest.style}
        aria-label={rest['aria-label']}
        href={rest.disabled ? undefined : href}
        target={target}
        rel={rel}
        download={download}
        aria-disabled={rest.disabled || undefined}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      {...rest}
      {...look}
      type={htmlType}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {content}
    </button>
  );
}
