import type { CSSProperties } from 'react';
import { SearchOutlined } from './icons';

/**
 * A list's search box in antd's input look, with the browser's own clear button and Escape to clear
 * (type="search"). Plain, as the list pages a phone opens should not carry antd's input code.
 */
export function PlainSearch({
  value,
  onChange,
  label,
  placeholder,
  style,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  style?: CSSProperties;
}) {
  return (
    <span className="pui-search" style={style}>
      <span className="pui-search-icon">
        <SearchOutlined style={{ fontSize: 14 }} />
      </span>
      <input
        type="search"
        className="pui-input"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}

/**
 * A filter's choice as the browser's own select (on a phone, the system's picker), in antd's look.
 */
export function PlainSelect<V extends string>({
  value,
  onChange,
  options,
  label,
  style,
}: {
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  label: string;
  style?: CSSProperties;
}) {
  return (
    <select
      className="pui-select pui-select-field"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      style={style}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
