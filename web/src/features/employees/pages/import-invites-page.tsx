import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { ImportPanel } from '@/shared/imports/import-panel';
import { PlainBreadcrumb } from '@/shared/ui-kit/breadcrumb';
import { Button } from '@/shared/ui-kit/button';
import { PageHeader } from '@/shared/ui-kit/page-header';

/** /employees/import: invitations to a column of e-mails and phones, with their roles. */
export function ImportInvitesPage() {
  const { t } = useTranslation('imports');
  const { t: tEmployees } = useTranslation('employees');
  usePageTitle(t('invites.title'));
  const navigate = useNavigate();
  return (
    <>
      <PlainBreadcrumb
        style={{ marginBottom: 12 }}
        items={[{ title: <Link to="/employees">{tEmployees('title')}</Link> }, { title: t('invites.title') }]}
      />
      <PageHeader title={t('invites.title')} />
      <ImportPanel
        kind="invites"
        shown={['contact', 'role']}
        done={
          <Button type="primary" onClick={() => navigate('/employees?tab=invitations')}>
            {t('invites.openList')}
          </Button>
        }
      />
    </>
  );
}
