import type { TBooking, TBookingCalendar } from '@cleanops/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '@/shared/time/local-dates';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { LoginOutlined, LogoutOutlined, StopOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { Tag } from '@/shared/ui-kit/tag';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { daysOfMonth } from '../model/calendar-month';
import { eventfulDays } from '../model/calendar-view';
import { bookingLabel, bookingName, formatLocalDate } from './booking-words';
import { TurnoverLink } from './turnover-marks';
import { VisuallyHidden } from './visually-hidden';

interface CalendarDayListProps {
  calendar: TBookingCalendar;
  today: string;
  onOpenBooking: (booking: TBooking) => void;
}

/**
 * The month on a phone: a grid of seven columns leaves a bar no room for words, so the month reads as
 * a list of the days something happens on, each saying who leaves, who arrives, what is blocked and
 * which turnover to do.
 */
export function CalendarDayList({ calendar, today, onOpenBooking }: CalendarDayListProps) {
  const { t } = useTranslation('bookings');
  const days = eventfulDays(daysOfMonth(calendar.month), calendar.bookings, calendar.timezone);
  if (days.length === 0) {
    return <ListState state="empty" description={t('calendar.emptyMonth')} />;
  }
  return (
    <Flex vertical gap={10} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {days.map((entry) => (
        <li key={entry.day}>
          <Card size="small" styles={{ body: { padding: 12 } }}>
            <Flex vertical gap={8}>
              <Flex align="center" gap={8} wrap>
                <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                  {formatLocalDate(entry.day, 'weekdayDay')}
                </Typography.Title>
                {entry.day === today && (
                  <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                    {t('calendar.today')}
                  </Tag>
                )}
              </Flex>
              {entry.leaving.map((booking) => (
                <BookingLine
                  key={`out-${booking.id}`}
                  icon={<LogoutOutlined />}
                  lead={t('calendar.checkOut')}
                  booking={booking}
                  onOpen={onOpenBooking}
                />
              ))}
              {entry.turnovers.map(({ booking, turnover }) => (
                <TurnoverLink
                  key={`turnover-${booking.id}`}
                  turnover={turnover}
                  timeZone={calendar.timezone}
                  compact
                  titled
                />
              ))}
              {entry.arriving.map((booking) => (
                <BookingLine
                  key={`in-${booking.id}`}
                  icon={<LoginOutlined />}
                  lead={t('calendar.checkIn')}
                  booking={booking}
                  onOpen={onOpenBooking}
                />
              ))}
              {entry.blocked.map((booking) => (
                <BookingLine
                  key={`blocked-${booking.id}`}
                  icon={<StopOutlined />}
                  lead={t('calendar.blockedUntil', { date: formatLocalDate(addDays(booking.checkOut, -1)) })}
                  booking={booking}
                  onOpen={onOpenBooking}
                  striped
                />
              ))}
            </Flex>
          </Card>
        </li>
      ))}
    </Flex>
  );
}

function BookingLine({
  icon,
  lead,
  booking,
  onOpen,
  striped = false,
}: {
  icon: ReactNode;
  lead: string;
  booking: TBooking;
  onOpen: (booking: TBooking) => void;
  striped?: boolean;
}) {
  const { t } = useTranslation('bookings');
  const { token } = useToken();
  return (
    <Button
      onClick={() => onOpen(booking)}
      icon={icon}
      style={{
        justifyContent: 'flex-start',
        height: 'auto',
        minHeight: 40,
        whiteSpace: 'normal',
        textAlign: 'start',
        borderStyle: striped ? 'dashed' : 'solid',
        background: striped
          ? `repeating-linear-gradient(135deg, ${token.colorFillSecondary} 0 5px, ${token.colorBgContainer} 5px 10px)`
          : undefined,
      }}
      block
    >
      <span style={{ background: striped ? token.colorBgContainer : undefined, overflowWrap: 'anywhere' }}>
        <strong>{lead}</strong> · {bookingName(t, booking)}
        <VisuallyHidden>, {bookingLabel(t, booking)}</VisuallyHidden>
      </span>
    </Button>
  );
}
