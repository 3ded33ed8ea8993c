import type { ResultProps } from 'antd';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface StatusPageProps {
  status: ResultProps['status'];
  title: string;
  subTitle?: string;
  icon?: ResultProps['icon'];
  /** Show the "back to the start" button (default true). */
  homeLink?: boolean;
}

/** One look for every full-page state: not found, no access, not available, under construction. */
export function StatusPage({ status, title, subTitle, icon, homeLink = true }: StatusPageProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      icon={icon}
      title={<h1 style={{ fontSize: 22, margin: 0 }}>{title}</h1>}
      subTitle={subTitle}
      extra={
        homeLink ? (
          <Button type="primary" onClick={() => navigate('/')}>
            {t('actions.toStart')}
          </Button>
        ) : undefined
      }
    />
  );
}
