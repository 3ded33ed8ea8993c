import { ClockCircleOutlined, IdcardOutlined, RightOutlined } from '@ant-design/icons';
import type { TOccurrence } from '@cleanops/contracts';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useRoomJobs } from '../api/room-jobs';
import { todayRange } from '../model/review';

const MY_WORK = '/tasks/mine';

const STATE_COLORS: Record<TOccurrence['state'], string> = {
  pending: 'default',
  in_progress: 'processing',
  completed: 'success',
  overdue: 'warning',
};

function JobRow({ job, time }: { job: TOccurrence; time: Intl.DateTimeFormat }) {
  const { t } = useTranslation('guest');
  const { token } = theme.useToken();
  const when = job.dueAt
    ? `${time.format(new Date(job.startsAt))}–${time.format(new Date(job.dueAt))}`
    : time.format(new Date(job.startsAt));
  return (
    <li style={{ borderBlockStart: `1px solid ${token.colorBorderSecondary}`, paddingBlock: 10 }}>
      <Link to={`/tasks/jobs/${job.id}`} style={{ display: 'block', color: 'inherit' }}>
        <Flex justify="space-between" align="center" gap={8}>
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {job.title}
            </Typography.Text>
            <Flex wrap gap={6} align="center">
              {job.emergency && (
                <Tag color="error" style={{ marginInlineEnd: 0 }}>
                  {t('staff.emergency')}
                </Tag>
              )}
              <Tag color={STATE_COLORS[job.state]} style={{ marginInlineEnd: 0 }}>
                {t(`staff.state.${job.state}`)}
              </Tag>
              <Typography.Text type="secondary">
                <ClockCircleOutlined aria-hidden /> {when}
              </Typography.Text>
            </Flex>
          </Flex>
          <RightOutlined aria-hidden />
        </Flex>
      </Link>
    </li>
  );
}

/**
 * A signed-in employee who scans a room's code came to work, not to complain (issue 6): their jobs in
 * this room today and the way to My work come first; the review form is still one tap away.
 */
export function StaffCard({
  roomId,
  reviewing,
  onReview,
}: {
  roomId: string;
  reviewing: boolean;
  onReview: () => void;
}) {
  const { t } = useTranslation('guest');
  const navigate = useNavigate();
  // Today is fixed for the page's life; a scan is a moment, not a screen kept open past midnight.
  const range = useMemo(() => todayRange(new Date()), []);
  const jobs = useRoomJobs(roomId, range, true);
  const time = useMemo(
    () => new Intl.DateTimeFormat(currentLanguage(), { hour: '2-digit', minute: '2-digit' }),
    [],
  );

  return (
    <Card
      style={{ width: '100%', maxWidth: 480 }}
      title={
        <span>
          <IdcardOutlined aria-hidden /> {t('staff.title')}
        </span>
      }
    >
      <Flex vertical gap={12}>
        {jobs.isPending && <Skeleton active title={false} paragraph={{ rows: 2 }} />}
        {jobs.isError && <Alert type="warning" showIcon title={t('staff.loadFailed')} />}
        {jobs.data &&
          (jobs.data.items.length === 0 ? (
            <Typography.Text type="secondary">{t('staff.none')}</Typography.Text>
          ) : (
            <>
              <Typography.Text type="secondary">{t('staff.today')}</Typography.Text>
              <ul aria-label={t('staff.today')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {jobs.data.items.map((job) => (
                  <JobRow key={job.id} job={job} time={time} />
                ))}
              </ul>
            </>
          ))}
        {/* A real link (middle click, long press) that still moves inside the app without a reload. */}
        <Button
          type="primary"
          size="large"
          block
          href={MY_WORK}
          onClick={(event) => {
            event.preventDefault();
            void navigate(MY_WORK);
          }}
        >
          {t('staff.openMyWork')}
        </Button>
        {!reviewing && (
          <Button size="large" block onClick={onReview}>
            {t('staff.reviewAnyway')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
