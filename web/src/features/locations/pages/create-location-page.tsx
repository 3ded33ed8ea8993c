import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useProfile } from '@/shared/session/profile-query';
import { Alert } from '@/shared/ui-kit/alert';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { CreateLocationWizard } from '../components/create-location-wizard';

/**
 * /locations/new: the four-step wizard (DECISIONS.md §6). With an expired subscription creating is
 * refused (DECISIONS.md §7), so the owner is told so above step 1, not by a refusal after step 4.
 */
export function CreateLocationPage() {
  const { t } = useTranslation('locations');
  usePageTitle(t('wizard.title'));
  const expired = useProfile().data?.subscription?.status === 'expired';
  return (
    <>
      <PageHeader
        title={t('wizard.title')}
        breadcrumb={[{ label: t('list.title'), to: '/locations' }, { label: t('wizard.title') }]}
      />
      {expired && (
        <Alert
          type="warning"
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('wizard.expired')}
          action={<Link to="/subscription">{t('wizard.renew')}</Link>}
        />
      )}
      <CreateLocationWizard />
    </>
  );
}
