import { CloseCircleFilled, DownOutlined } from '@ant-design/icons';

/**
 * antd's own icons in its fields, hidden from screen readers: drawn by antd they name themselves by
 * their file name ("down", "close-circle"), in English on every page. The button or field around them
 * already says what they do.
 */
export const CLEAR_ICON = <CloseCircleFilled aria-hidden />;
export const SELECT_ARROW = <DownOutlined aria-hidden />;
/** `allowClear` for an Input: the same clear button with its icon hidden. */
export const ALLOW_CLEAR = { clearIcon: CLEAR_ICON };
