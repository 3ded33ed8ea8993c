import type { TBooking, TBookingCalendar } from '@cleanops/contracts';
import { type CSSProperties, Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time/format-date';
import { StopOutlined, WarningFilled } from '@/shared/ui-kit/icons';
import { useToken } from '@/shared/ui-kit/tokens';
import { assignLanes, monthOf, monthWeeks, weekSpan } from '../model/calendar-month';
import { activeBookings, type DayTurnover, turnoversByDay } from '../model/calendar-view';
import { bookingLabel, bookingName, WEEKDAYS } from './booking-words';
import { TurnoverLink } from './turnover-marks';
import { VisuallyHidden } from './visually-hidden';

const LANE_HEIGHT = 26;

interface CalendarGridProps {
  calendar: TBookingCalendar;
  today: string;
  onOpenBooking: (booking: TBooking) => void;
}

/**
 * The month on a desk or tablet: weeks of seven days, each day two columns (morning, afternoon), so a
 * stay's bar starts in its check-in afternoon and ends in its check-out morning, and the next guests'
 * bar can begin the same day. Blocked dates are striped and marked with an icon and their words;
 * turnovers sit under their day as links to the job.
 */
export function CalendarGrid({ calendar, today, onOpenBooking }: CalendarGridProps) {
  const { t } = useTranslation('bookings');
  const { token } = useToken();
  const weeks = monthWeeks(calendar.month);
  const active = activeBookings(calendar.bookings);
  const lanes = assignLanes(active);
  const turnovers = turnoversByDay(calendar.bookings, calendar.timezone);

  return (
    <div>
      <div
        aria-hidden
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
          color: token.colorTextSecondary,
          fontSize: token.fontSizeSM,
          paddingBottom: 4,
        }}
      >
        {WEEKDAYS.map((day) => (
          <div key={day} style={{ paddingInline: 6 }}>
            {t(`weekdays.${day}`)}
          </div>
        ))}
      </div>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('calendar.weeksLabel')}>
        {weeks.map((week) => (
          <Week
            key={week[0]}
            week={week}
            month={calendar.month}
            today={today}
            bookings={active}
            lanes={lanes}
            turnovers={turnovers}
            timeZone={calendar.timezone}
            onOpenBooking={onOpenBooking}
          />
        ))}
      </ol>
    </div>
  );
}

function Week({
  week,
  month,
  today,
  bookings,
  lanes,
  turnovers,
  timeZone,
  onOpenBooking,
}: {
  week: string[];
  month: string;
  today: string;
  bookings: TBooking[];
  lanes: Map<string, number>;
  turnovers: Map<string, DayTurnover[]>;
  timeZone: string;
  onOpenBooking: (booking: TBooking) => void;
}) {
  const { t } = useTranslation('bookings');
  const { token } = useToken();
  const bars = bookings.flatMap((booking) => {
    const span = weekSpan(booking, week);
    return span ? [{ booking, span, lane: lanes.get(booking.id) ?? 0 }] : [];
  });
  // Lanes used this week, closed up so a week does not keep an empty row for another week's bar.
  const used = [...new Set(bars.map((bar) => bar.lane))].sort((a, b) => a - b);
  const rows = Math.max(used.length, 1);
  const row = (lane: number) => used.indexOf(lane) + 2;
  const turnoverRow = rows + 2;

  return (
    <li
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(14, minmax(0, 1fr))',
        gridTemplateRows: `28px repeat(${rows}, ${LANE_HEIGHT}px) minmax(36px, auto)`,
        rowGap: 2,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {week.map((day, index) => {
        const inMonth = monthOf(day) === month;
        const isToday = day === today;
        const dayTurnovers = turnovers.get(day) ?? [];
        const column = `${2 * index + 1} / span 2`;
        const startingHere = bars.filter((bar) => Math.ceil(bar.span.start / 2) === index + 1);
        return (
          // A day's pieces are placed on the week's grid; in the page they stay in reading order.
          <Fragment key={day}>
            <div
              aria-hidden
              style={{
                gridColumn: column,
                gridRow: '1 / -1',
                borderInlineStart: index === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
                // Today is framed, not filled: a fill would hide the stay bars drawn across it.
                background: inMonth ? undefined : token.colorFillQuaternary,
                boxShadow: isToday ? `inset 0 0 0 2px ${token.colorPrimary}` : undefined,
              }}
            />
            <div style={{ gridColumn: column, gridRow: 1, padding: '4px 6px', zIndex: 1 }}>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  minWidth: 22,
                  textAlign: 'center',
                  borderRadius: 11,
                  fontWeight: isToday ? 700 : 400,
                  color: isToday
                    ? token.colorTextLightSolid
                    : inMonth
                      ? token.colorText
                      : token.colorTextTertiary,
                  background: isToday ? token.colorPrimary : undefined,
                }}
              >
                {Number(day.slice(8))}
              </span>
              <VisuallyHidden>
                {formatDate(`${day}T12:00:00Z`, 'full', { timeZone: 'UTC' })}
                {isToday ? `, ${t('calendar.today')}` : ''}
              </VisuallyHidden>
            </div>
            {startingHere.map(({ booking, span, lane }) => (
              <BookingBar
                key={booking.id}
                booking={booking}
                style={{ gridColumn: `${span.start} / ${span.end}`, gridRow: row(lane) }}
                fromBefore={span.fromBefore}
                onAfter={span.onAfter}
                onOpen={() => onOpenBooking(booking)}
              />
            ))}
            {dayTurnovers.length > 0 && (
              <div
                style={{
                  gridColumn: column,
                  gridRow: turnoverRow,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 2,
                  padding: '2px 4px 6px',
                  minWidth: 0,
                  zIndex: 1,
                }}
              >
                {dayTurnovers.map(({ booking, turnover }) => (
                  <TurnoverLink key={booking.id} turnover={turnover} timeZone={timeZone} compact />
                ))}
              </div>
            )}
          </Fragment>
        );
      })}
    </li>
  );
}

/** One booking's bar: a button that opens its details (and, for one entered by hand, edit and delete). */
function BookingBar({
  booking,
  style,
  fromBefore,
  onAfter,
  onOpen,
}: {
  booking: TBooking;
  style: CSSProperties;
  fromBefore: boolean;
  onAfter: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('bookings');
  const { token } = useToken();
  const blocked = booking.kind === 'blocked';
  // A double booking stands out in the error colour, with a mark that does not rely on colour.
  const overlapping = booking.overlapsWith.length > 0;
  const radius = token.borderRadiusSM;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={bookingLabel(t, booking)}
      title={bookingLabel(t, booking)}
      style={{
        ...style,
        zIndex: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        minWidth: 0,
        height: LANE_HEIGHT - 2,
        margin: '0 1px',
        padding: '0 6px',
        font: 'inherit',
        fontSize: token.fontSizeSM,
        textAlign: 'start',
        cursor: 'pointer',
        color: token.colorText,
        border: blocked
          ? `1px dashed ${token.colorTextTertiary}`
          : overlapping
            ? `2px solid ${token.colorError}`
            : `1px solid ${token.colorPrimaryBorder}`,
        background: blocked
          ? `repeating-linear-gradient(135deg, ${token.colorFillSecondary} 0 5px, ${token.colorBgContainer} 5px 10px)`
          : token.colorPrimaryBg,
        borderStartStartRadius: fromBefore ? 0 : radius,
        borderEndStartRadius: fromBefore ? 0 : radius,
        borderStartEndRadius: onAfter ? 0 : radius,
        borderEndEndRadius: onAfter ? 0 : radius,
      }}
    >
      {blocked && <StopOutlined />}
      {overlapping && <WarningFilled style={{ color: token.colorErrorText }} />}
      <span
        style={{
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          // A blocked bar's words sit on a stripe: a solid backing keeps them at AA contrast.
          background: blocked ? token.colorBgContainer : undefined,
          paddingInline: blocked ? 2 : 0,
        }}
      >
        {bookingName(t, booking)}
      </span>
    </button>
  );
}
