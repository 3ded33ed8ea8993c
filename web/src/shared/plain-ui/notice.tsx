import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { ReactNode } from 'react';
import { AntIcon } from './ant-icon';
import './notice.css';

type NoticeType = 'success' | 'info' | 'warning' | 'error';

const ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

/**
 * antd's Alert with showIcon, in its four types and both themes: a title, an optional description
 * under it (then the larger layout), an action at the end. role="alert" unless told, as antd's.
 */
export function PlainNotice({
  type,
  title,
  description,
  icon,
  action,
  role = 'alert',
  'data-testid': testId,
}: {
  type: NoticeType;
  title: ReactNode;
  description?: ReactNode;
  /** Replaces the type's own icon. */
  icon?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
  'data-testid'?: string;
}) {
  return (
    <div
      className="pui-notice"
      data-type={type}
      data-described={description ? 'true' : undefined}
      role={role}
      data-testid={testId}
    >
      <span className="pui-notice-icon">{icon ?? <AntIcon icon={ICONS[type]} />}</span>
      <div className="pui-notice-section">
        <div className="pui-notice-title">{title}</div>
        {description && <div className="pui-notice-description">{description}</div>}
      </div>
      {action && <div className="pui-notice-action">{action}</div>}
    </div>
  );
}
