import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './tag.css';
import { CloseOutlined } from './icons';

/** The colours a tag takes: the status names and the palette names, each 4.5:1 in both themes (tag.css). */
export type TagColor =
  | 'default'
  | 'processing'
  | 'success'
  | 'warning'
  | 'error'
  | 'red'
  | 'volcano'
  | 'orange'
  | 'gold'
  | 'green'
  | 'cyan'
  | 'blue'
  | 'geekblue'
  | 'purple';

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  color?: TagColor;
  /** filled: the colour's pale fill (the default); solid: white on the colour; outlined: a pale fill with a border. */
  variant?: 'filled' | 'solid' | 'outlined';
  icon?: ReactNode;
  /** A cross that removes the tag (a filter, a chosen person): `onClose` is called when it is pressed. */
  closable?: boolean;
  onClose?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** A short label in colour: a state, a kind, a filter that is on. */
export function Tag({
  color = 'default',
  variant = 'filled',
  icon,
  closable,
  onClose,
  className,
  children,
  ...rest
}: TagProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <span
      {...rest}
      className={className ? `pui-tag ${className}` : 'pui-tag'}
      data-color={color}
      data-variant={variant}
    >
      {icon}
      {icon ? <span>{children}</span> : children}
      {closable && (
        <button
          type="button"
          className="pui-tag-close"
          aria-label={t('actions.remove', { defaultValue: 'Remove' })}
          onClick={onClose}
        >
          <CloseOutlined />
        </button>
      )}
    </span>
  );
}
