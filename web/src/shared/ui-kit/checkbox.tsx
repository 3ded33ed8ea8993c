import type { CSSProperties, ReactNode } from 'react';
import './checkbox.css';

/**
 * antd's Checkbox with its label: the browser's own checkbox (keyboard, label and state as they are),
 * drawn in antd's look on top of it.
 */
export function PlainCheckbox({
  checked,
  disabled,
  onChange,
  style,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <label className="pui-checkbox" data-disabled={disabled || undefined} style={style}>
      <span className="pui-checkbox-box">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
      </span>
      <span className="pui-checkbox-label">{children}</span>
    </label>
  );
}
