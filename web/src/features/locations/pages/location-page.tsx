import { useParams } from 'react-router';
import { CalendarFeedCard } from '@/shared/calendar/calendar-feed-card';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useProfile } from '@/shared/session/profile-query';
import { Flex } from '@/shared/ui-kit/flex';
import { Col, Row, useBreakpoint } from '@/shared/ui-kit/grid';
import { useLocationDetail } from '../api/get-location';
import { CleaningRulesCard } from '../components/cleaning-rules-card';
import { LocationHeader } from '../components/location-header';
import {
  isMissingLocation,
  LocationLoadFailed,
  LocationNotFound,
  LocationSkeleton,
} from '../components/location-status';
import { RentalStateCard } from '../components/rental-state-card';
import { RoomsSection } from '../components/rooms-section';

/** /locations/:locationId: the overview, its rental state and its rooms or zones. */
export function LocationPage() {
  const { locationId = '' } = useParams();
  const query = useLocationDetail(locationId);
  const screens = useBreakpoint();
  const location = query.data;
  const readsJobs = useProfile().data?.rights.includes('get_tasks') ?? false;
  usePageTitle(location?.title);

  // Checked before the data: a cached location that has since been deleted is gone, not stale.
  if (isMissingLocation(query.error, query.isEnabled)) return <LocationNotFound />;
  if (!location) {
    if (query.isError)
      return <LocationLoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return <LocationSkeleton />;
  }

  const rental = location.type === 'rental';
  const calendar = readsJobs && (
    <CalendarFeedCard path={`/locations/${location.id}/calendar-feed`} scope="location" />
  );
  const side = (
    <Flex vertical gap={16}>
      {rental && <RentalStateCard location={location} />}
      <CleaningRulesCard location={location} />
      {calendar}
    </Flex>
  );

  return (
    <>
      <LocationHeader location={location} />
      {screens.lg ? (
        <Row gutter={24} align="top">
          <Col span={16}>
            <RoomsSection location={location} />
          </Col>
          <Col span={8}>{side}</Col>
        </Row>
      ) : (
        // On a phone what needs doing comes first: the state button, then the rooms, then the rules.
        <Flex vertical gap={16}>
          {rental && <RentalStateCard location={location} />}
          <RoomsSection location={location} />
          <CleaningRulesCard location={location} />
          {calendar}
        </Flex>
      )}
    </>
  );
}
