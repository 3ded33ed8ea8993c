import { type ChangeEvent, useId, useLayoutEffect, useRef } from 'react';

interface PlainTextAreaProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Typing stops there, and a counter below the field shows how much is used. */
  maxLength?: number;
  minRows?: number;
  maxRows?: number;
  disabled?: boolean;
  /** Told to assistive technology; the form around it decides what an empty field means. */
  required?: boolean;
}

/**
 * A text field that grows with what is typed, from `minRows` to `maxRows` lines, then scrolls, with
 * a counter when it has a limit: antd's `Input.TextArea autoSize showCount` in the same look, for a
 * page a phone opens first (the job page), which should not carry antd's input code.
 */
export function PlainTextArea({
  id,
  value,
  onChange,
  placeholder,
  maxLength,
  minRows = 3,
  maxRows = 8,
  disabled = false,
  required = false,
}: PlainTextAreaProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const countId = useId();

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    // Empty, the field is `minRows` high by its rows: nothing to measure. Measuring makes the browser
    // lay out the whole page at once, a large part of the job page's longest task on its first
    // render.
    if (value === '') {
      element.style.height = '';
      element.style.overflowY = 'hidden';
      return;
    }
    const style = getComputedStyle(element);
    const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5715;
    const border = Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth);
    const frame = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom) + border;
    element.style.height = 'auto';
    // scrollHeight counts the padding and the text, not the border.
    const wanted = element.scrollHeight + border;
    const height = Math.min(Math.max(wanted, minRows * line + frame), maxRows * line + frame);
    element.style.height = `${Math.ceil(height)}px`;
    element.style.overflowY = wanted > height ? 'auto' : 'hidden';
  }, [value, minRows, maxRows]);

  return (
    <div className="pui-textarea">
      <textarea
        ref={field}
        id={id}
        className="pui-input"
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={minRows}
        disabled={disabled}
        aria-required={required || undefined}
        aria-describedby={maxLength === undefined ? undefined : countId}
      />
      {maxLength !== undefined && (
        <div id={countId} className="pui-textarea-count">
          {value.length} / {maxLength}
        </div>
      )}
    </div>
  );
}
