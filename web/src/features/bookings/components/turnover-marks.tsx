import type { TBookingTurnover, TOccurrenceState } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, sameDay } from '@/shared/time/format-date';
import { ClearOutlined, ThunderboltOutlined } from '@/shared/ui-kit/icons';
import { Tag, type TagColor } from '@/shared/ui-kit/tag';
import { useToken } from '@/shared/ui-kit/tokens';
import { VisuallyHidden } from './visually-hidden';

const STATE_COLORS: Record<TOccurrenceState, TagColor> = {
  pending: 'default',
  in_progress: 'processing',
  overdue: 'error',
  completed: 'success',
};

/** A job's state in the words every job screen uses (the translation check keeps them equal). */
export function TurnoverStateTag({ state }: { state: TOccurrenceState }) {
  const { t } = useTranslation('bookings');
  return (
    <Tag color={STATE_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {t(`state.${state}`)}
    </Tag>
  );
}

/**
 * "Same day": the next guests arrive the day these leave, so the window is short. Said in words and
 * with an icon, the colour only repeats it.
 */
export function SameDayBadge() {
  const { t } = useTranslation('bookings');
  return (
    <Tag color="orange" icon={<ThunderboltOutlined />} style={{ marginInlineEnd: 0 }}>
      {t('turnover.sameDay')}
    </Tag>
  );
}

/** "23 Nov, 12:00 – 14:00" (or across two days), in the location's zone. */
export function turnoverWindow(turnover: Pick<TBookingTurnover, 'startsAt' | 'dueAt'>, timeZone: string) {
  const start = formatDate(turnover.startsAt, 'weekdayDayTime', { timeZone });
  const end = sameDay(turnover.startsAt, turnover.dueAt, timeZone)
    ? formatDate(turnover.dueAt, 'time', { timeZone })
    : formatDate(turnover.dueAt, 'weekdayDayTime', { timeZone });
  // An en dash between two times reads the same in all four languages.
  return `${start} – ${end}`;
}

/** Only the times, for a day cell that already says the date: "12:00 – 14:00". */
export function turnoverTimes(turnover: Pick<TBookingTurnover, 'startsAt' | 'dueAt'>, timeZone: string) {
  const start = formatDate(turnover.startsAt, 'time', { timeZone });
  const end = sameDay(turnover.startsAt, turnover.dueAt, timeZone)
    ? formatDate(turnover.dueAt, 'time', { timeZone })
    : formatDate(turnover.dueAt, 'dayTime', { timeZone });
  return `${start} – ${end}`;
}

/**
 * A turnover on the calendar: the link to its job (/tasks/jobs/:id), with its times and, when the next
 * guests arrive that day, the same-day mark. Its accessible name says all of it.
 */
export function TurnoverLink({
  turnover,
  timeZone,
  compact = false,
  titled = false,
}: {
  turnover: TBookingTurnover;
  timeZone: string;
  /** Under a day (the grid's cell, the phone's day): times only, the date is the day's. */
  compact?: boolean;
  /** Says "Turnover" before the times, where there is room (the phone's list of days). */
  titled?: boolean;
}) {
  const { t } = useTranslation('bookings');
  const { token } = useToken();
  const times = compact ? turnoverTimes(turnover, timeZone) : turnoverWindow(turnover, timeZone);
  const label = [
    t('turnover.title'),
    turnoverWindow(turnover, timeZone),
    turnover.sameDay ? t('turnover.sameDay') : null,
    t(`state.${turnover.state}`),
  ]
    .filter(Boolean)
    .join(', ');
  // Read out: what is seen first (WCAG 2.5.3), then the whole window and the state the eye takes from
  // the day and the colour.
  const rest = [compact ? turnoverWindow(turnover, timeZone) : null, t(`state.${turnover.state}`)]
    .filter(Boolean)
    .join(', ');
  const accent = turnover.sameDay ? token.colorWarningBorder : token.colorPrimaryBorder;
  return (
    <Link
      to={`/tasks/jobs/${turnover.occurrenceId}`}
      title={label}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 4,
        padding: titled ? '8px 10px' : '2px 6px',
        borderRadius: token.borderRadiusSM,
        border: `1px solid ${accent}`,
        borderInlineStartWidth: 4,
        background: token.colorBgContainer,
        color: token.colorText,
        fontSize: titled ? token.fontSize : token.fontSizeSM,
        lineHeight: 1.4,
        minWidth: 0,
      }}
    >
      <ClearOutlined />
      {titled ? (
        <strong>{t('turnover.title')}</strong>
      ) : (
        <VisuallyHidden>{t('turnover.title')} </VisuallyHidden>
      )}
      <span style={{ overflowWrap: 'anywhere' }}>{times}</span>
      {turnover.sameDay && (
        <span
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 2,
            fontWeight: 600,
            color: token.colorWarningText,
          }}
        >
          <ThunderboltOutlined />
          {t('turnover.sameDayShort')}
        </span>
      )}
      <VisuallyHidden>, {rest}</VisuallyHidden>
    </Link>
  );
}
