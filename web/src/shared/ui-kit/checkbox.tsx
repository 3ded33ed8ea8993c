import type { CSSProperties, ReactNode } from 'react';
import './checkbox.css';

/**
 * A checkbox with its label: the browser's own checkbox (keyboard, label and state as they are), drawn
 * in the theme's look on top of it. In a form, the form item gives it `checked` and `onChange`.
 */
export function Checkbox({
  checked,
  disabled,
  onChange,
  style,
  children,
  ...input
}: {
  checked?: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  style?: CSSProperties;
  children?: ReactNode;
  id?: string;
  'aria-describedby'?: string;
}) {
  return (
    <label className="pui-checkbox" data-disabled={disabled || undefined} style={style}>
      <span className="pui-checkbox-box">
        <input
          {...input}
          type="checkbox"
          checked={checked ?? false}
          disabled={disabled}
          onChange={(event) => onChange?.(event.target.checked)}
        />
      </span>
      <span className="pui-checkbox-label">{children}</span>
    </label>
  );
}
