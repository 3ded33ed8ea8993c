import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: 'primary' | 'default' | 'link';
  size?: 'large' | 'small';
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
  type?: 'button' | 'submit';
}

/** antd's Button as the sign-in pages use it: a busy button shows a spinner and ignores clicks. */
export function PlainButton({
  variant = 'default',
  size = 'large',
  block,
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
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className="pui-spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
