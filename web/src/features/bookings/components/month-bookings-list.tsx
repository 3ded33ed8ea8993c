import type { TBooking } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { daysBetween } from '@/shared/time/local-dates';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { StopOutlined, WarningOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Tag } from '@/shared/ui-kit/tag';
import { Typography } from '@/shared/ui-kit/typography';
import { useBookingCalendar } from '../api/get-booking-calendar';
import { bookingName, dateRange } from './booking-words';
import { TurnoverLink, TurnoverStateTag } from './turnover-marks';
import { VisuallyHidden } from './visually-hidden';

interface MonthBookingsListProps {
  locationId: string;
  month: string;
  onOpenBooking: (booking: TBooking) => void;
}

/**
 * The month's bookings as a list: what the calendar draws, in words a screen reader walks row by row,
 * with the cancelled ones too (struck out) and a warning where a started turnover was left alone.
 */
export function MonthBookingsList({ locationId, month, onOpenBooking }: MonthBookingsListProps) {
  const { t } = useTranslation('bookings');
  const screens = useBreakpoint();
  const query = useBookingCalendar(locationId, month);
  const calendar = query.data;
  if (!calendar || calendar.month !== month) return null;

  const columns: ResponsiveColumn<TBooking>[] = [
    {
      key: 'name',
      title: t('list.booking'),
      card: 'title',
      render: (_, booking) => (
        <Flex vertical gap={2}>
          <Typography.Text
            delete={booking.status === 'cancelled'}
            strong
            style={{ overflowWrap: 'anywhere' }}
          >
            {booking.kind === 'blocked' && <StopOutlined />} {bookingName(t, booking)}
          </Typography.Text>
          {booking.warning === 'turnover_started' && (
            <Typography.Text type="warning">
              <WarningOutlined /> {t('warning.turnoverStartedShort')}
            </Typography.Text>
          )}
          {booking.overlapsWith.length > 0 && (
            <Typography.Text type="danger">
              <WarningOutlined /> {t('overlap.short')}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('booking.status'),
      card: 'aside',
      render: (_, booking) =>
        booking.status === 'cancelled' ? (
          <Tag style={{ marginInlineEnd: 0 }}>{t('status.cancelled')}</Tag>
        ) : booking.kind === 'blocked' ? (
          <Tag style={{ marginInlineEnd: 0, borderStyle: 'dashed' }}>{t('kind.blocked')}</Tag>
        ) : (
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {t('kind.stay')}
          </Tag>
        ),
    },
    {
      key: 'dates',
      title: t('booking.dates'),
      render: (_, booking) => {
        const nights = daysBetween(booking.checkIn, booking.checkOut);
        return `${dateRange(booking)} · ${booking.kind === 'blocked' ? t('days', { count: nights }) : t('nights', { count: nights })}`;
      },
    },
    {
      key: 'source',
      title: t('booking.source'),
      render: (_, booking) => booking.feedName ?? t('source.manualShort'),
    },
    {
      key: 'turnover',
      title: t('turnover.title'),
      render: (_, booking) =>
        booking.turnover && booking.status === 'active' ? (
          <Flex vertical gap={4} align="flex-start">
            <TurnoverLink turnover={booking.turnover} timeZone={calendar.timezone} />
            <Flex gap={4} wrap>
              <TurnoverStateTag state={booking.turnover.state} />
            </Flex>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('turnover.none')}</Typography.Text>
        ),
    },
    {
      key: 'open',
      title: <VisuallyHidden>{t('list.details')}</VisuallyHidden>,
      card: 'actions',
      render: (_, booking) => (
        <Button
          size="small"
          onClick={() => onOpenBooking(booking)}
          aria-label={t('list.detailsOf', { name: bookingName(t, booking), dates: dateRange(booking) })}
        >
          {t('list.details')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      size={screens.md ? 'medium' : 'small'}
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('list.title')}
        </Typography.Title>
      }
    >
      {calendar.bookings.length === 0 ? (
        <ListState state="empty" description={t('calendar.emptyMonth')} />
      ) : (
        <ResponsiveTable<TBooking>
          columns={columns}
          items={calendar.bookings}
          rowKey={(booking) => booking.id}
          label={t('list.title')}
          pagination={false}
          size="small"
        />
      )}
    </Card>
  );
}
