import type { TBooking, TLocation } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { useCan } from '@/shared/hooks/use-can';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { PlainBreadcrumb } from '@/shared/ui-kit/breadcrumb';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Descriptions } from '@/shared/ui-kit/descriptions';
import { Flex } from '@/shared/ui-kit/flex';
import { Col, Row, useBreakpoint } from '@/shared/ui-kit/grid';
import { CalendarOutlined, PlusOutlined, SettingOutlined } from '@/shared/ui-kit/icons';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { StatusResult } from '@/shared/ui-kit/status-result';
import { Typography } from '@/shared/ui-kit/typography';
import { useRental } from '../api/get-rental';
import { BookingDetails } from '../components/booking-details';
import { FeedsCard } from '../components/feeds-card';
import { MonthBookingsList } from '../components/month-bookings-list';
import { MonthCalendar } from '../components/month-calendar';
import { parseMonth } from '../model/calendar-month';
import { localDate } from '../model/calendar-view';

// The booking form (date pickers, a form) opens on a click: its code loads once the calendar has painted.
const BookingFormModal = lazyDialog(() =>
  import('../components/booking-form-modal').then((m) => m.BookingFormModal),
);

/**
 * /locations/:locationId/bookings: a rental's bookings calendar, its calendar feeds and
 * the bookings entered by hand. The month is in the address (?month=2026-11), so back and forward
 * page through months and a link can point at one.
 */
export function LocationBookingsPage() {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const { locationId = '' } = useParams();
  const query = useRental(locationId);
  const location = query.data;
  usePageTitle(location ? `${t('page.title')} · ${location.title}` : t('page.title'));

  const missing = (isApiError(query.error) && query.error.status === 404) || !query.isEnabled;
  if (missing) {
    return (
      <StatusResult
        status="404"
        title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('page.notFound')}</h1>}
        extra={
          <Button type="primary" onClick={() => navigate('/locations')}>
            {t('page.toLocations')}
          </Button>
        }
      />
    );
  }
  if (!location) {
    if (query.isError)
      return (
        <StatusResult
          status="warning"
          title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('page.loadFailed')}</h1>}
          extra={
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      );
    return <Skeleton rows={10} />;
  }
  if (location.type !== 'rental') return <NotARental location={location} />;
  return <RentalBookings location={location} />;
}

function Crumbs({ location }: { location: TLocation }) {
  const { t } = useTranslation('bookings');
  return (
    <PlainBreadcrumb
      items={[
        { key: 'locations', title: <Link to="/locations">{t('page.locations')}</Link> },
        { key: 'location', title: <Link to={`/locations/${location.id}`}>{location.title}</Link> },
        { key: 'bookings', title: t('page.title') },
      ]}
    />
  );
}

function NotARental({ location }: { location: TLocation }) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  return (
    <>
      <Crumbs location={location} />
      <StatusResult
        status="info"
        title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('page.rentalOnly')}</h1>}
        subTitle={t('page.rentalOnlyHint')}
        extra={
          <Button onClick={() => navigate(`/locations/${location.id}`)}>{t('page.backToLocation')}</Button>
        }
      />
    </>
  );
}

function RentalBookings({ location }: { location: TLocation }) {
  const { t } = useTranslation('bookings');
  const screens = useBreakpoint();
  const navigate = useNavigate();
  const canUpdate = useCan('update_location');
  const canSeeWeek = useCan('get_tasks');
  const [params, setParams] = useSearchParams();
  const today = localDate(new Date(), location.timezone);
  const month = parseMonth(params.get('month')) ?? today.slice(0, 7);
  const [opened, setOpened] = useState<TBooking | null>(null);
  // undefined: closed; null: adding; a booking: editing it.
  const [editing, setEditing] = useState<TBooking | null | undefined>(undefined);

  const setMonth = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('month', next);
      return updated;
    });

  const calendar = (
    <MonthCalendar
      locationId={location.id}
      month={month}
      today={today}
      onMonthChange={setMonth}
      onOpenBooking={setOpened}
    />
  );
  const list = <MonthBookingsList locationId={location.id} month={month} onOpenBooking={setOpened} />;
  const feeds = <FeedsCard locationId={location.id} />;
  const times = (
    <Card size="small" title={t('times.title')}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'checkout', label: t('times.checkout'), children: location.checkoutTime },
          { key: 'checkIn', label: t('times.checkIn'), children: location.checkInTime },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('times.hint')}
      </Typography.Paragraph>
      {canUpdate && (
        <Button
          icon={<SettingOutlined />}
          onClick={() => navigate(`/locations/${location.id}/settings`)}
          style={{ marginTop: 8 }}
        >
          {t('times.change')}
        </Button>
      )}
    </Card>
  );

  return (
    <>
      <Flex vertical gap={8} style={{ marginBottom: screens.md ? 24 : 16 }}>
        <Crumbs location={location} />
        <Flex wrap justify="space-between" align="flex-start" gap={12}>
          <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 280px' }}>
            <Typography.Title
              level={1}
              style={{ fontSize: screens.md ? 26 : 21, margin: 0, overflowWrap: 'anywhere' }}
            >
              {t('page.titleOf', { name: location.title })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('page.intro')}</Typography.Text>
          </Flex>
          <Flex wrap gap={8} style={{ flex: screens.sm ? '0 1 auto' : '1 1 100%' }}>
            {canUpdate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                {t('booking.add')}
              </Button>
            )}
            {canSeeWeek && (
              <Button icon={<CalendarOutlined />} onClick={() => navigate('/bookings/turnovers')}>
                {t('week.title')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Flex>
      {screens.lg ? (
        <Row gutter={24} align="top">
          <Col span={16}>
            <Flex vertical gap={16}>
              {calendar}
              {list}
            </Flex>
          </Col>
          <Col span={8}>
            <Flex vertical gap={16}>
              {feeds}
              {times}
            </Flex>
          </Col>
        </Row>
      ) : (
        <Flex vertical gap={16}>
          {calendar}
          {feeds}
          {list}
          {times}
        </Flex>
      )}
      <BookingDetails
        booking={opened}
        timeZone={location.timezone}
        onClose={() => setOpened(null)}
        onEdit={(booking) => {
          setOpened(null);
          setEditing(booking);
        }}
      />
      {editing !== undefined && (
        <BookingFormModal locationId={location.id} booking={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
