import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { CreateLocationWizard } from '../components/create-location-wizard';
import { PageHeader } from '../components/page-header';

/** /locations/new: the four-step wizard (DECISIONS.md §6). */
export function CreateLocationPage() {
  const { t } = useTranslation('locations');
  usePageTitle(t('wizard.title'));
  return (
    <>
      <PageHeader
        title={t('wizard.title')}
        crumbs={[{ label: t('list.title'), to: '/locations' }, { label: t('wizard.title') }]}
      />
      <CreateLocationWizard />
    </>
  );
}
