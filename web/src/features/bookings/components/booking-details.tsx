import type { TBooking } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { daysBetween } from '@/shared/time/local-dates';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Descriptions } from '@/shared/ui-kit/descriptions';
import { Drawer } from '@/shared/ui-kit/drawer';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { DeleteOutlined, EditOutlined } from '@/shared/ui-kit/icons';
import { Popconfirm } from '@/shared/ui-kit/popconfirm';
import { Tag } from '@/shared/ui-kit/tag';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useDeleteBooking } from '../api/delete-booking';
import { bookingName, dateRange } from './booking-words';
import { TurnoverLink, TurnoverStateTag } from './turnover-marks';

interface BookingDetailsProps {
  booking: TBooking | null;
  timeZone: string;
  onClose: () => void;
  onEdit: (booking: TBooking) => void;
}

/**
 * A booking opened from the calendar or the list: its dates, guests and source, its turnover (a link
 * to the job) and, for one entered by hand, edit and delete. One read from a feed is changed in its
 * own calendar, which the drawer says instead of offering buttons that would be refused.
 */
export function BookingDetails({ booking, timeZone, onClose, onEdit }: BookingDetailsProps) {
  const { t } = useTranslation('bookings');
  const screens = useBreakpoint();
  const canUpdate = useCan('update_location');
  const remove = useDeleteBooking();
  if (!booking) return null;
  const manual = booking.feedId === null;
  const nights = daysBetween(booking.checkIn, booking.checkOut);

  const items = [
    {
      key: 'kind',
      label: t('booking.kind'),
      children: booking.kind === 'blocked' ? t('kind.blocked') : t('kind.stay'),
    },
    {
      key: 'dates',
      label: t('booking.dates'),
      children: `${dateRange(booking)} (${booking.kind === 'blocked' ? t('days', { count: nights }) : t('nights', { count: nights })})`,
    },
    ...(booking.guests ? [{ key: 'guests', label: t('booking.guests'), children: booking.guests }] : []),
    {
      key: 'source',
      label: t('booking.source'),
      children: booking.feedName ? t('source.feed', { name: booking.feedName }) : t('source.manual'),
    },
    {
      key: 'status',
      label: t('booking.status'),
      children:
        booking.status === 'cancelled' ? (
          <Tag style={{ marginInlineEnd: 0 }}>{t('status.cancelled')}</Tag>
        ) : (
          t('status.active')
        ),
    },
    ...(booking.turnover
      ? [
          {
            key: 'turnover',
            label: t('turnover.title'),
            children: (
              <Flex vertical gap={6} align="flex-start">
                <TurnoverLink turnover={booking.turnover} timeZone={timeZone} />
                <Flex gap={6} wrap>
                  <TurnoverStateTag state={booking.turnover.state} />
                </Flex>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Drawer
      open
      onClose={onClose}
      title={bookingName(t, booking)}
      placement={screens.md ? 'right' : 'bottom'}
      size={screens.md ? 420 : '80%'}
    >
      <Flex vertical gap={16}>
        {booking.overlapsWith.length > 0 && (
          <Alert type="error" title={t('overlap.detail', { count: booking.overlapsWith.length })} />
        )}
        {booking.warning === 'turnover_started' && (
          <Alert type="warning" title={t('warning.turnoverStarted')} />
        )}
        <Descriptions column={1} size="small" items={items} />
        {!manual && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('booking.fromFeedHint', { name: booking.feedName ?? '' })}
          </Typography.Paragraph>
        )}
        {manual && canUpdate && booking.status === 'active' && (
          <Flex gap={8} wrap>
            <Button icon={<EditOutlined />} onClick={() => onEdit(booking)}>
              {t('actions.edit')}
            </Button>
            <Popconfirm
              title={t('booking.deleteTitle', { dates: dateRange(booking) })}
              description={booking.turnover ? t('booking.deleteHint') : undefined}
              okText={t('actions.delete')}
              okButtonProps={{ danger: true, loading: remove.isPending }}
              cancelText={t('common:actions.cancel')}
              onConfirm={() =>
                remove.mutateAsync(booking.id).then(() => {
                  toast.success(t('booking.deleted'));
                  onClose();
                })
              }
            >
              <Button danger icon={<DeleteOutlined />}>
                {t('actions.delete')}
              </Button>
            </Popconfirm>
          </Flex>
        )}
      </Flex>
    </Drawer>
  );
}
