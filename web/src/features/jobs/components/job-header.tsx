import { ClockCircleOutlined, EnvironmentOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { TOccurrenceDetail } from '@cleanops/contracts';
import { Flex, Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { personName } from '@/shared/people/person-option';
import { placeOf } from './job-card';
import { EmergencyTag, JobStateTag, JobTypeTag } from './job-tags';
import { TimeWindowText } from './time-window-text';

/** What the job is, where, when, for whom, and what the owner wrote about it. */
export function JobHeader({ job, now }: { job: TOccurrenceDetail; now: Date }) {
  const { t } = useTranslation('jobs');
  const screens = Grid.useBreakpoint();
  const assignees = job.assignees.map(personName).join(', ');
  const line = { overflowWrap: 'anywhere' as const };

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={1} style={{ fontSize: screens.md ? 26 : 22, margin: 0, ...line }}>
        {job.title}
      </Typography.Title>
      <Flex wrap gap={6}>
        {job.emergency && <EmergencyTag />}
        <JobStateTag state={job.state} />
        <JobTypeTag type={job.type} />
      </Flex>
      <Typography.Text style={line}>
        <EnvironmentOutlined aria-hidden /> {placeOf(job)}
      </Typography.Text>
      <Typography.Text>
        <ClockCircleOutlined aria-hidden /> <TimeWindowText job={job} now={now} />
      </Typography.Text>
      {job.team && (
        <Typography.Text style={line}>
          <TeamOutlined aria-hidden /> {t('job.team', { name: job.team.name })}
        </Typography.Text>
      )}
      {assignees && (
        <Typography.Text style={line}>
          <UserOutlined aria-hidden /> {t('job.assignees', { names: assignees })}
        </Typography.Text>
      )}
      {job.description && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, ...line }} type="secondary">
          {job.description}
        </Typography.Paragraph>
      )}
    </Flex>
  );
}
