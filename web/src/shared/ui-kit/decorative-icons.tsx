import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  DownOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';

/**
 * antd's own icons in its fields, dialogs and alerts, hidden from screen readers: drawn by antd they
 * name themselves by their file name ("down", "close-circle", "info-circle"), in English on every
 * page. The button, field or text around them already says what they mean.
 */
export const CLEAR_ICON = <CloseCircleFilled aria-hidden />;
export const SELECT_ARROW = <DownOutlined aria-hidden />;
export const CLOSE_ICON = <CloseOutlined aria-hidden />;
export const ALERT_ICONS = {
  successIcon: <CheckCircleFilled aria-hidden />,
  infoIcon: <InfoCircleFilled aria-hidden />,
  warningIcon: <ExclamationCircleFilled aria-hidden />,
  errorIcon: <CloseCircleFilled aria-hidden />,
};
/** `allowClear` for an Input: the same clear button with its icon hidden. */
export const ALLOW_CLEAR = { clearIcon: CLEAR_ICON };
