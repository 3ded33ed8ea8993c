import type { TOccurrenceDetail } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { personName } from '@/shared/people/person-name';
import { taskTitle } from '@/shared/tasks/task-title';
import { Flex } from '@/shared/ui-kit/flex';
import { ClockCircleOutlined, EnvironmentOutlined, TeamOutlined, UserOutlined } from '@/shared/ui-kit/icons';
import { Typography } from '@/shared/ui-kit/typography';
import { placeOf } from '../model/place';
import { EmergencyTag, JobStateTag, JobTypeTag } from './job-tags';
import { TimeWindowText } from './time-window-text';

/** What the job is, where, when, for whom, and what the owner wrote about it. */
export function JobHeader({ job, now }: { job: TOccurrenceDetail; now: Date }) {
  const { t } = useTranslation('jobs');
  const assignees = job.assignees.map(personName).join(', ');
  const line = { overflowWrap: 'anywhere' as const };

  return (
    <Flex vertical gap={8}>
      {/* 22 px on a phone, 26 px from antd's md breakpoint (768 px) up: job-page.css. */}
      <Typography.Title level={1} className="job-title" style={{ margin: 0, ...line }}>
        {taskTitle(job, t)}
      </Typography.Title>
      <Flex wrap gap={6}>
        {job.emergency && <EmergencyTag />}
        <JobStateTag state={job.state} />
        <JobTypeTag type={job.type} />
      </Flex>
      <Typography.Text style={line}>
        <EnvironmentOutlined /> {placeOf(job)}
      </Typography.Text>
      <Typography.Text>
        <ClockCircleOutlined /> <TimeWindowText job={job} now={now} />
      </Typography.Text>
      {job.team && (
        <Typography.Text style={line}>
          <TeamOutlined /> {t('job.team', { name: job.team.name })}
        </Typography.Text>
      )}
      {assignees && (
        <Typography.Text style={line}>
          <UserOutlined /> {t('job.assignees', { names: assignees })}
        </Typography.Text>
      )}
      {job.description && (
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', margin: 0, ...line }}>
          {job.description}
        </Typography.Paragraph>
      )}
    </Flex>
  );
}
