import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  DownOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from './icons';

/**
 * The icons of antd's fields, dialogs and alerts, the kit's own in place of antd's: decorative, so
 * hidden from screen readers, where antd's would name themselves by their file name ("down",
 * "close-circle", "info-circle"), in English on every page. The button, field or text around them
 * already says what they mean.
 */
export const CLEAR_ICON = <CloseCircleFilled />;
export const SELECT_ARROW = <DownOutlined />;
export const CLOSE_ICON = <CloseOutlined />;
export const ALERT_ICONS = {
  successIcon: <CheckCircleFilled />,
  infoIcon: <InfoCircleFilled />,
  warningIcon: <ExclamationCircleFilled />,
  errorIcon: <CloseCircleFilled />,
};
/** `allowClear` for an Input: the same clear button with its icon hidden. */
export const ALLOW_CLEAR = { clearIcon: CLEAR_ICON };
