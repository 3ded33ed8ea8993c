import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  FileSearchOutlined,
  LockOutlined,
  WarningFilled,
} from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';

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
  success: { icon: <CheckCircleFilled aria-hidden />, tone: 'success' },
  error: { icon: <CloseCircleFilled aria-hidden />, tone: 'error' },
  info: { icon: <ExclamationCircleFilled aria-hidden />, tone: 'info' },
  warning: { icon: <WarningFilled aria-hidden />, tone: 'warning' },
  '404': { icon: <FileSearchOutlined aria-hidden />, tone: 'muted' },
  '403': { icon: <LockOutlined aria-hidden />, tone: 'muted' },
  '500': { icon: <CloseCircleFilled aria-hidden />, tone: 'error' },
};

/**
 * A state in place of content (not found, no access, could not load): an icon, a title, a line of
 * text and the actions. Our own in place of antd's Result, whose 404/403/500 illustrations weigh 10 KiB
 * gzipped in every page's first load (issue 13). The icon is decoration: the title says the state.
 */
export function StatusResult({ status = 'info', icon, title, subTitle, extra }: StatusResultProps) {
  const { token } = theme.useToken();
  const { icon: statusIcon, tone } = ICONS[status];
  const colour = {
    success: token.colorSuccess,
    error: token.colorError,
    info: token.colorInfo,
    warning: token.colorWarning,
    muted: token.colorTextDescription,
  }[tone];
  return (
    <div style={{ padding: `${token.paddingLG * 2}px ${token.paddingXL}px`, textAlign: 'center' }}>
      <div style={{ marginBottom: token.marginLG, fontSize: 72, lineHeight: 1, color: colour }}>
        {icon ?? statusIcon}
      </div>
      {title != null && (
        <div
          style={{
            marginBlock: token.marginXS,
            color: token.colorTextHeading,
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
          }}
        >
          {title}
        </div>
      )}
      {subTitle != null && (
        <div
          style={{
            color: token.colorTextDescription,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
          }}
        >
          {subTitle}
        </div>
      )}
      {extra != null && (
        <div
          style={{
            marginTop: token.marginLG,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: token.marginXS,
          }}
        >
          {extra}
        </div>
      )}
    </div>
  );
}
