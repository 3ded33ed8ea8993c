import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { Flex } from '@/shared/ui-kit/flex';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { useLocationDetail } from '../api/get-location';
import { ClientInstructionsCard } from '../components/client-instructions-card';
import { DeleteLocationCard } from '../components/delete-location-card';
import { LocationEditForm } from '../components/location-edit-form';
import {
  isMissingLocation,
  LocationLoadFailed,
  LocationNotFound,
  LocationSkeleton,
} from '../components/location-status';
import { NotificationSettingsCard } from '../components/notification-settings-card';

/** /locations/:locationId/settings: details, notifications, client instructions, deletion. */
export function LocationSettingsPage() {
  const { t } = useTranslation('locations');
  const { locationId = '' } = useParams();
  const query = useLocationDetail(locationId);
  const location = query.data;
  usePageTitle(location ? `${t('settings.title')} · ${location.title}` : t('settings.title'));

  if (isMissingLocation(query.error, query.isEnabled)) return <LocationNotFound />;
  if (!location) {
    if (query.isError)
      return <LocationLoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return <LocationSkeleton />;
  }

  return (
    <>
      <PageHeader
        breadcrumb={[
          { label: t('list.title'), to: '/locations' },
          { label: location.title, to: `/locations/${location.id}` },
          { label: t('settings.title') },
        ]}
        title={t('settings.title')}
      />
      <Flex vertical gap={16} style={{ maxWidth: 800 }}>
        <LocationEditForm key={location.id} location={location} />
        <NotificationSettingsCard locationId={location.id} />
        <ClientInstructionsCard locationId={location.id} />
        <DeleteLocationCard location={location} />
      </Flex>
    </>
  );
}
