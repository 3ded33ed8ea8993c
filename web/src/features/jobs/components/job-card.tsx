import type { TOccurrence } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personName } from '@/shared/people/person-name';
import { useAuthStore } from '@/shared/stores/auth-store';
import { taskTitle } from '@/shared/tasks/task-title';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { ClockCircleOutlined, EnvironmentOutlined, TeamOutlined } from '@/shared/ui-kit/icons';
import { Tag } from '@/shared/ui-kit/tag';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { awaitsPick } from '../model/my-work';
import { placeOf } from '../model/place';
import { EmergencyTag, JobStateTag, JobTypeTag } from './job-tags';
import { TimeWindowText } from './time-window-text';

/** One job in My work: the whole card is the link to the job, a big target for a thumb. */
export function JobCard({ job, now }: { job: TOccurrence; now: Date }) {
  const { t } = useTranslation('jobs');
  const { token } = useToken();
  const myId = useAuthStore((s) => s.user?.id);
  const pick = awaitsPick(job);
  const takenBySomeoneElse = job.pickedBy !== null && job.pickedBy.id !== myId;

  return (
    <Link to={`/tasks/jobs/${job.id}`} style={{ display: 'block', color: 'inherit' }}>
      <Card
        size="small"
        hoverable
        style={{
          borderInlineStart: `4px solid ${job.emergency ? token.colorError : job.state === 'overdue' ? token.colorWarning : token.colorBorderSecondary}`,
        }}
        styles={{ body: { padding: '12px 14px' } }}
      >
        <Flex vertical gap={6}>
          <Typography.Text strong style={{ fontSize: 16, overflowWrap: 'anywhere' }}>
            {taskTitle(job, t)}
          </Typography.Text>
          <Flex wrap gap={6}>
            {job.emergency && <EmergencyTag />}
            <JobStateTag state={job.state} />
            <JobTypeTag type={job.type} />
            {pick && (
              <Tag color="gold" icon={<TeamOutlined />} style={{ marginInlineEnd: 0 }}>
                {t('card.pickIt')}
              </Tag>
            )}
          </Flex>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            <EnvironmentOutlined /> {placeOf(job)}
          </Typography.Text>
          <Typography.Text type="secondary">
            <ClockCircleOutlined /> <TimeWindowText job={job} now={now} />
          </Typography.Text>
          {takenBySomeoneElse && job.pickedBy && (
            <Typography.Text type="secondary">
              {t('card.takenBy', { name: personName(job.pickedBy) })}
            </Typography.Text>
          )}
        </Flex>
      </Card>
    </Link>
  );
}
