import type { ReactNode } from 'react';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  FileSearchOutlined,
  LockOutlined,
  WarningFilled,
} from './icons';

export type StatusKind = 'success' | 'error' | 'info' | 'warning' | '404' | '403' | '500';

interface StatusResultProps {
  status?: StatusKind;
  /** Replaces the status's own icon. */
  icon?: ReactNode;
  title?: ReactNode;
  subTitle?: ReactNode;
  /** The actions under the texts (a retry or a way back). */
  extra?: ReactNode;
}

const ICONS: Record<
  StatusKind,
  { icon: ReactNode; tone: 'success' | 'error' | 'info' | 'warning' | 'muted' }
> = {
  success: { icon: <CheckCircleFilled />, tone: 'success' },
  error: { icon: <CloseCircleFilled />, tone: 'error' },
  info: { icon: <ExclamationCircleFilled />, tone: 'info' },
  warning: { icon: <WarningFilled />, tone: 'warning' },
  '404': { icon: <FileSearchOutlined />, tone: 'muted' },
  '403': { icon: <LockOutlined />, tone: 'muted' },
  '500': { icon: <CloseCircleFilled />, tone: 'error' },
};

/**
 * A state in place of content (not found, no access, could not load): an icon, a title, a line of
 * text and the actions. Our own in place of antd's Result, whose 404/403/500 illustrations would weigh
 * on every page's first load, and without antd at all, so the plain frame and pages
 * use it too (styles in app/global.css). The icon is decoration: the title says the state.
 */
export function StatusResult({ status = 'info', icon, title, subTitle, extra }: StatusResultProps) {
  const { icon: statusIcon, tone } = ICONS[status];
  return (
    <div className="app-status">
      <div className="app-status-icon" data-tone={tone}>
        {icon ?? statusIcon}
      </div>
      {title != null && <div className="app-status-title">{title}</div>}
      {subTitle != null && <div className="app-status-text">{subTitle}</div>}
      {extra != null && <div className="app-status-extra">{extra}</div>}
    </div>
  );
}
