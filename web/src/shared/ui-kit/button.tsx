import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: 'primary' | 'default' | 'link' | 'text';
  /** antd's sizes: large 40 px (the sign-in pages' default), middle 32 px (antd's own default), small 24 px. */
  size?: 'large' | 'middle' | 'small';
  /** Red: an action that removes or refuses something. */
  danger?: boolean;
  /** A round icon-only button (give it an aria-label). */
  shape?: 'circle';
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
  type?: 'button' | 'submit';
  ref?: Ref<HTMLButtonElement>;
}

/** antd's Button as the sign-in pages use it: a busy button shows a spinner and ignores clicks. */
export function PlainButton({
  variant = 'default',
  size = 'large',
  block,
  danger,
  shape,
  loading,
  icon,
  type = 'button',
  children,
  onClick,
  ...rest
}: PlainButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className="pui-button"
      data-variant={variant}
      data-size={size}
      data-block={block ? 'true' : undefined}
      data-danger={danger ? 'true' : undefined}
      data-shape={shape}
      data-icon-only={icon && children == null ? 'true' : undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="pui-spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
