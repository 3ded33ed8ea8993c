import { type CSSProperties, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './alert.css';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from './icons';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

const ICONS = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/** The first control after `node` in the page, else the last one before it. */
function neighbourOf(node: HTMLElement): HTMLElement | null {
  const controls = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => !node.contains(control),
  );
  const after = controls.filter(
    (control) => node.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return after[0] ?? controls[controls.length - 1] ?? null;
}

interface AlertProps {
  type: AlertType;
  title: ReactNode;
  /** Under the title; the alert then takes antd's larger layout. */
  description?: ReactNode;
  /** Replaces the type's own icon. */
  icon?: ReactNode;
  /** At the end of the line: a button or a link. */
  action?: ReactNode;
  /** Shows a close button; the alert hides itself and then calls this. */
  onClose?: () => void;
  /** `alert` (as antd's) interrupts a screen reader; `status` waits for it to finish. */
  role?: 'alert' | 'status';
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * The app's one alert, in antd Alert's look (icon, title, optional description, action, close) in
 * both themes, and without antd, so the sign-in flow and the plain pages show it too.
 */
export function Alert({
  type,
  title,
  description,
  icon,
  action,
  onClose,
  role = 'alert',
  className,
  style,
  'data-testid': testId,
}: AlertProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  const Icon = ICONS[type];
  const [closed, setClosed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  if (closed) return null;

  const close = () => {
    const node = root.current;
    // A keyboard user who closed it goes on from where the alert was, not from the top of the page.
    if (node?.contains(document.activeElement)) neighbourOf(node)?.focus();
    setClosed(true);
    onClose?.();
  };

  return (
    <div
      ref={root}
      className={className ? `kit-alert ${className}` : 'kit-alert'}
      data-type={type}
      data-described={description ? 'true' : undefined}
      role={role}
      style={style}
      data-testid={testId}
    >
      <span className="kit-alert-icon">{icon ?? <Icon />}</span>
      <div className="kit-alert-section">
        <div className="kit-alert-title">{title}</div>
        {description && <div className="kit-alert-description">{description}</div>}
      </div>
      {action && <div className="kit-alert-action">{action}</div>}
      {onClose && (
        <button
          type="button"
          className="kit-alert-close"
          aria-label={t('actions.close', { defaultValue: 'Close' })}
          onClick={close}
        >
          <CloseOutlined />
        </button>
      )}
    </div>
  );
}
