import type { TTurnoverOfWeek } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { addDays } from '@/shared/time/local-dates';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import {
  ClearOutlined,
  LeftOutlined,
  RightOutlined,
  UserOutlined,
  WarningOutlined,
} from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Tag } from '@/shared/ui-kit/tag';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { useTurnoversWeek } from '../api/get-turnovers-week';
import { dateRange, formatLocalDate } from '../components/booking-words';
import { SameDayBadge, TurnoverStateTag, turnoverWindow } from '../components/turnover-marks';
import { localDate } from '../model/calendar-view';
import { groupByDay, mondayOf, parseDay } from '../model/turnover-week';

/**
 * /bookings/turnovers: every rental's turnovers of one week, day by day, for an owner with many flats:
 * the flat, the window from check-out to the next check-in, same-day ones marked in words, the job's
 * state and who took it, each a link to the job. A table on a desk, cards on a phone.
 */
export function TurnoversWeekPage() {
  const { t } = useTranslation('bookings');
  usePageTitle(t('week.title'));
  const [params, setParams] = useSearchParams();
  const thisWeek = mondayOf(localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));
  const from = mondayOf(parseDay(params.get('week')) ?? thisWeek);
  const query = useTurnoversWeek(from);
  const week = query.data;

  const go = (monday: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (monday === thisWeek) next.delete('week');
      else next.set('week', monday);
      return next;
    });

  let body: React.ReactNode;
  if (week) {
    const days = groupByDay(from, week.items);
    body =
      week.items.length === 0 ? (
        <Card>
          <ListState state="empty" description={t('week.empty')}>
            <Typography.Text type="secondary">{t('week.emptyHint')}</Typography.Text>
          </ListState>
        </Card>
      ) : (
        <Flex vertical gap={16}>
          {days.map(({ day, items }) => (
            <WeekDaySection key={day} day={day} items={items} />
          ))}
        </Flex>
      );
  } else if (query.isError) {
    body = (
      <ListState
        state="error"
        title={t('week.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = <ListState state="loading" rows={8} />;
  }

  return (
    <>
      <PageHeader
        title={t('week.title')}
        subtitle={
          <Flex wrap align="center" gap={8}>
            <Button
              icon={<LeftOutlined />}
              aria-label={t('week.previous')}
              title={t('week.previous')}
              onClick={() => go(addDays(from, -7))}
            />
            <Typography.Text strong aria-live="polite" style={{ minWidth: 160, textAlign: 'center' }}>
              {`${formatLocalDate(from)} – ${formatLocalDate(addDays(from, 6))}`}
            </Typography.Text>
            <Button
              icon={<RightOutlined />}
              aria-label={t('week.next')}
              title={t('week.next')}
              onClick={() => go(addDays(from, 7))}
            />
            {from !== thisWeek && <Button onClick={() => go(thisWeek)}>{t('week.thisWeek')}</Button>}
          </Flex>
        }
      />
      <div aria-busy={query.isPlaceholderData} style={{ opacity: query.isPlaceholderData ? 0.5 : 1 }}>
        {body}
      </div>
    </>
  );
}

function WeekDaySection({ day, items }: { day: string; items: TTurnoverOfWeek[] }) {
  const { t } = useTranslation('bookings');
  const { token } = useToken();
  const sameDay = items.filter((item) => item.turnover.sameDay).length;

  const columns: ResponsiveColumn<TTurnoverOfWeek>[] = [
    {
      key: 'flat',
      title: t('week.flat'),
      card: 'title',
      render: (_, item) => (
        <Link to={`/locations/${item.location.id}/bookings`} style={{ overflowWrap: 'anywhere' }}>
          {item.location.title}
        </Link>
      ),
    },
    {
      key: 'state',
      title: t('week.state'),
      card: 'aside',
      render: (_, item) => (
        <Flex gap={4} wrap justify="flex-end">
          {item.booking.overlapsWith.length > 0 && (
            <Tag color="error" icon={<WarningOutlined />} style={{ marginInlineEnd: 0 }}>
              {t('overlap.label')}
            </Tag>
          )}
          {item.turnover.sameDay && <SameDayBadge />}
          <TurnoverStateTag state={item.turnover.state} />
        </Flex>
      ),
    },
    {
      key: 'window',
      title: t('week.window'),
      render: (_, item) => turnoverWindow(item.turnover, item.location.timezone),
    },
    {
      key: 'stay',
      title: t('week.stay'),
      render: (_, item) => (
        <span>
          {dateRange(item.booking)}
          {item.nextCheckIn && (
            <Typography.Text type="secondary">
              {' · '}
              {t('week.nextCheckIn', { date: formatLocalDate(item.nextCheckIn) })}
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      key: 'who',
      title: t('week.who'),
      render: (_, item) => {
        const team = (item as TTurnoverOfWeek & { team?: { name: string } | null }).team;
        if (item.pickedBy)
          return (
            <span>
              <UserOutlined /> {item.pickedBy.name}
            </span>
          );
        return (
          <Typography.Text type="secondary">
            {team ? t('week.teamNotTaken', { team: team.name }) : t('week.notTaken')}
          </Typography.Text>
        );
      },
    },
    {
      key: 'open',
      title: t('week.job'),
      card: 'actions',
      render: (_, item) => (
        <Link
          to={`/tasks/jobs/${item.turnover.occurrenceId}`}
          aria-label={t('week.openJobOf', { name: item.location.title })}
        >
          <ClearOutlined /> {t('week.openJob')}
        </Link>
      ),
    },
  ];

  return (
    <section aria-labelledby={`turnovers-${day}`}>
      <Flex align="baseline" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={2} id={`turnovers-${day}`} style={{ fontSize: 18, margin: 0 }}>
          {formatLocalDate(day, 'full')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {items.length === 0
            ? t('week.noneThatDay')
            : sameDay > 0
              ? `${t('week.count', { count: items.length })}, ${t('week.sameDayCount', { count: sameDay })}`
              : t('week.count', { count: items.length })}
        </Typography.Text>
      </Flex>
      {items.length > 0 && (
        <ResponsiveTable<TTurnoverOfWeek>
          columns={columns}
          items={items}
          rowKey={(item) => item.turnover.occurrenceId}
          label={formatLocalDate(day, 'full')}
          pagination={false}
          size="small"
          cardStyle={(item) =>
            item.turnover.sameDay ? { borderInlineStart: `4px solid ${token.colorWarning}` } : undefined
          }
        />
      )}
    </section>
  );
}
