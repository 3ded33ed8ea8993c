import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from './button';
import { type StatusKind, StatusResult } from './status-result';

interface StatusPageProps {
  status: StatusKind;
  title: string;
  subTitle?: string;
  icon?: ReactNode;
  /** Show the "back to the start" button (default true). */
  homeLink?: boolean;
}

/** One look for every full-page state: not found, no access, not available, under construction. */
export function StatusPage({ status, title, subTitle, icon, homeLink = true }: StatusPageProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <StatusResult
      status={status}
      icon={icon}
      title={<h1 style={{ fontSize: 22, margin: 0 }}>{title}</h1>}
      subTitle={subTitle}
      extra={
        homeLink ? (
          <Button type="primary" size="middle" onClick={() => navigate('/')}>
            {t('actions.toStart')}
          </Button>
        ) : undefined
      }
    />
  );
}
