import type { TEmployee, TEmployeeStatus } from '@cleanops/contracts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { localNumberFormat } from '@/shared/i18n/kazakh-numbers';
import { BreakableAddress } from '@/shared/people/breakable-address';
import { formatDate } from '@/shared/time/format-date';
import { Avatar } from '@/shared/ui-kit/avatar';
import { Flex } from '@/shared/ui-kit/flex';
import { CheckCircleFilled, ClockCircleOutlined, MinusCircleOutlined } from '@/shared/ui-kit/icons';
import { Tag, type TagColor } from '@/shared/ui-kit/tag';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { displayName, fullName, initials } from '../model/person';

const STATUS_COLOR: Record<TEmployeeStatus, TagColor> = { awaiting_team: 'orange', active: 'green' };

export function EmployeeStatusTag({ status }: { status: TEmployeeStatus }) {
  const { t } = useTranslation('employees');
  return (
    <Tag color={STATUS_COLOR[status]} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** Avatar, name and the contact underneath; someone without a name yet is shown by their contact. */
export function PersonCell({ employee }: { employee: TEmployee }) {
  const { t } = useTranslation('employees');
  const name = fullName(employee);
  const contact = employee.email ?? employee.phone;
  return (
    <Flex gap={10} align="center" style={{ minWidth: 0 }}>
      <Avatar src={employee.avatarUrl ?? undefined} alt="" style={{ flex: 'none' }}>
        {initials(employee) || displayName(employee)[0]?.toUpperCase()}
      </Avatar>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong={Boolean(name)} type={name ? undefined : 'secondary'}>
          {name ?? t('list.noName')}
        </Typography.Text>
        {contact && (
          // break-word, not anywhere: the address wraps only after an '@' or a '.', never inside a part.
          <Typography.Text
            type="secondary"
            style={{ fontSize: 13, fontWeight: 'normal', overflowWrap: 'break-word' }}
          >
            <BreakableAddress text={contact} />
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

export function RoleText({ employee }: { employee: TEmployee }) {
  const { t } = useTranslation('employees');
  return (
    <Flex vertical>
      <span>{t(`common:roles.${employee.role}`)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {t(`levels.${employee.level}`)}
      </Typography.Text>
    </Flex>
  );
}

export function TeamsText({ teams }: { teams: TEmployee['teams'] }) {
  const { t } = useTranslation('employees');
  if (teams.length === 0) return <Typography.Text type="secondary">{t('list.noTeams')}</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {teams.map((team) => (
        <Tag key={team.id} style={{ marginInlineEnd: 0 }}>
          {team.name}
        </Tag>
      ))}
    </Flex>
  );
}

export function TrainingText({ completed }: { completed: boolean }) {
  const { t } = useTranslation('employees');
  const { token } = useToken();
  return (
    <Flex gap={6} align="center">
      {completed ? (
        <CheckCircleFilled style={{ color: token.colorSuccess }} />
      ) : (
        <MinusCircleOutlined style={{ color: token.colorTextTertiary }} />
      )}
      <Typography.Text type={completed ? undefined : 'secondary'}>
        {t(completed ? 'training.completed' : 'training.notYet')}
      </Typography.Text>
    </Flex>
  );
}

/** SPEC.md §4: available, or unavailable till a time, in the user's language. */
export function AvailabilityText({ employee }: { employee: TEmployee }) {
  const { t } = useTranslation('employees');
  if (employee.available)
    return <Typography.Text type="success">{t('availability.available')}</Typography.Text>;
  return (
    <Typography.Text type="warning">
      {employee.unavailableDate
        ? t('availability.unavailableUntil', { date: formatDate(employee.unavailableDate, 'dateTime') })
        : t('availability.unavailable')}
    </Typography.Text>
  );
}

/** Hours of the last 7 days and, while clocked in, since when (with the date when not today). */
export function AttendanceText({ attendance }: { attendance: TEmployee['attendance'] }) {
  const { t, i18n } = useTranslation('employees');
  const { token } = useToken();
  const hours = localNumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
    attendance.hoursLast7Days,
  );
  const since = attendance.clockedInAt ? dayjs(attendance.clockedInAt) : null;
  return (
    <Flex vertical>
      <span>{t('attendance.hours', { hours })}</span>
      {since && (
        <Flex gap={6} align="center" style={{ fontSize: 13, color: token.colorSuccessText }}>
          <ClockCircleOutlined />
          {t('attendance.atWorkSince', {
            time: formatDate(since, since.isSame(dayjs(), 'day') ? 'time' : 'dayTime'),
          })}
        </Flex>
      )}
    </Flex>
  );
}
