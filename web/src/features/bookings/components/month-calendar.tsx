import type { TBooking } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import {
  ClearOutlined,
  LeftOutlined,
  RightOutlined,
  StopOutlined,
  ThunderboltOutlined,
} from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { useBookingCalendar } from '../api/get-booking-calendar';
import { shiftMonth } from '../model/calendar-month';
import { CalendarDayList } from './calendar-day-list';
import { CalendarGrid } from './calendar-grid';

interface MonthCalendarProps {
  locationId: string;
  month: string;
  /** The location's today, for the mark and the "this month" button. */
  today: string;
  onMonthChange: (month: string) => void;
  onOpenBooking: (booking: TBooking) => void;
}

/** The bookings calendar of a rental: the month with its stays, blocked dates and turnovers. */
export function MonthCalendar({
  locationId,
  month,
  today,
  onMonthChange,
  onOpenBooking,
}: MonthCalendarProps) {
  const { t } = useTranslation('bookings');
  const screens = useBreakpoint();
  const query = useBookingCalendar(locationId, month);
  const calendar = query.data;
  const [year, monthNumber] = month.split('-');
  const title = t('calendar.monthTitle', { month: t(`months.${Number(monthNumber)}`), year });
  const thisMonth = today.slice(0, 7);

  let body: React.ReactNode;
  if (calendar) {
    body = screens.md ? (
      <CalendarGrid calendar={calendar} today={today} onOpenBooking={onOpenBooking} />
    ) : (
      <CalendarDayList calendar={calendar} today={today} onOpenBooking={onOpenBooking} />
    );
  } else if (query.isError) {
    body = (
      <ListState
        state="error"
        title={t('calendar.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = <ListState state="loading" rows={8} />;
  }

  return (
    <Card
      size={screens.md ? 'medium' : 'small'}
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} aria-live="polite">
          {title}
        </Typography.Title>
      }
      extra={
        <Flex gap={4}>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('calendar.previous')}
            title={t('calendar.previous')}
            onClick={() => onMonthChange(shiftMonth(month, -1))}
          />
          {month !== thisMonth && (
            <Button onClick={() => onMonthChange(thisMonth)}>{t('calendar.thisMonth')}</Button>
          )}
          <Button
            icon={<RightOutlined />}
            aria-label={t('calendar.next')}
            title={t('calendar.next')}
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          />
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Legend />
        {/* Paging to another month keeps the last one shown, dimmed, until the new one is there. */}
        <div aria-busy={query.isPlaceholderData} style={{ opacity: query.isPlaceholderData ? 0.5 : 1 }}>
          {body}
        </div>
      </Flex>
    </Card>
  );
}

/** What the marks mean, each with the same shape and icon as on the calendar. */
function Legend() {
  const { t } = useTranslation('bookings');
  const { token } = useToken();
  const swatch = { display: 'inline-block', width: 28, height: 14, borderRadius: 3, verticalAlign: 'middle' };
  return (
    <Flex
      wrap
      gap={16}
      component="ul"
      style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: token.fontSizeSM }}
    >
      <li>
        <span
          aria-hidden
          style={{
            ...swatch,
            background: token.colorPrimaryBg,
            border: `1px solid ${token.colorPrimaryBorder}`,
          }}
        />{' '}
        {t('legend.stay')}
      </li>
      <li>
        <span
          aria-hidden
          style={{
            ...swatch,
            border: `1px dashed ${token.colorTextTertiary}`,
            background: `repeating-linear-gradient(135deg, ${token.colorFillSecondary} 0 5px, ${token.colorBgContainer} 5px 10px)`,
          }}
        />{' '}
        <StopOutlined /> {t('legend.blocked')}
      </li>
      <li>
        <ClearOutlined /> {t('legend.turnover')}
      </li>
      <li>
        <ThunderboltOutlined style={{ color: token.colorWarningText }} /> {t('legend.sameDay')}
      </li>
    </Flex>
  );
}
