import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon } from './icons';

/** A one-line notice with an optional action, as antd's Alert with showIcon. */
export function PlainAlert({
  type,
  title,
  action,
}: {
  type: 'info' | 'error';
  title: string;
  action?: ReactNode;
}) {
  return (
    <div className="pui-alert" data-type={type} role={type === 'error' ? 'alert' : 'status'}>
      {type === 'error' ? <AlertIcon /> : <InfoIcon />}
      <span>{title}</span>
      {action}
    </div>
  );
}
