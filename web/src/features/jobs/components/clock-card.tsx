import { useTranslation } from 'react-i18next';
import { useQueuedSteps } from '@/shared/offline/step-queue';
import { useAuthStore } from '@/shared/stores/auth-store';
import { formatDate } from '@/shared/time/format-date';
import { Alert } from '@/shared/ui-kit/alert';
import { Badge } from '@/shared/ui-kit/badge';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { LoginOutlined, LogoutOutlined } from '@/shared/ui-kit/icons';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useClock, useMyAttendance } from '../api/attendance';
import { hoursAndMinutes, openShift, workedMs } from '../model/attendance';
import { dayjs } from '../model/dates';
import { withQueuedClocks } from '../model/offline-job';

/**
 * Clocking in and out (DECISIONS.md §7 Attendance): the state comes from my shifts, the newest one
 * without a clock-out meaning "at work"; hours today add up every shift's part of today.
 */
export function ClockCard({ now }: { now: Date }) {
  const { t } = useTranslation('jobs');
  // No `from`: an open shift from days ago (a forgotten clock-out) must still show, to be closed.
  const attendance = useMyAttendance(undefined, true);
  const clock = useClock();
  // Clock-ins and outs taken without signal count at once, at the phone's time.
  const queued = useQueuedSteps();
  const userId = useAuthStore((s) => s.user?.id ?? '');

  if (attendance.isPending) {
    return (
      <Card size="small">
        <Skeleton title={false} rows={2} />
      </Card>
    );
  }
  if (!attendance.data) {
    return (
      <Alert
        type="warning"
        title={t('clock.loadFailed')}
        action={
          <Button size="small" onClick={() => attendance.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }

  const entries = withQueuedClocks(attendance.data, queued, userId);
  const open = openShift(entries);
  const dayStart = dayjs(now).startOf('day');
  const worked = hoursAndMinutes(workedMs(entries, dayStart.toDate(), dayStart.add(1, 'day').toDate(), now));
  const since = open ? dayjs(open.clockInAt) : null;
  const sinceText = since
    ? since.isSame(now, 'day')
      ? formatDate(since, 'time')
      : formatDate(since, 'weekdayDayTime')
    : '';

  const act = () =>
    clock.mutate(open ? 'clock-out' : 'clock-in', {
      onSuccess: () => toast.success(open ? t('clock.clockedOut') : t('clock.clockedIn')),
    });

  return (
    <Card size="small" title={t('clock.title')}>
      <Flex vertical gap={12}>
        <Flex vertical gap={2} aria-live="polite">
          <Badge
            status={open ? 'success' : 'default'}
            text={
              <Typography.Text strong>
                {open ? t('clock.in', { time: sinceText }) : t('clock.out')}
              </Typography.Text>
            }
          />
          <Typography.Text type="secondary">{t('clock.today', worked)}</Typography.Text>
        </Flex>
        <Button
          size="large"
          block
          type={open ? 'default' : 'primary'}
          danger={Boolean(open)}
          icon={open ? <LogoutOutlined /> : <LoginOutlined />}
          loading={clock.isPending}
          onClick={act}
        >
          {open ? t('clock.clockOut') : t('clock.clockIn')}
        </Button>
      </Flex>
    </Card>
  );
}
