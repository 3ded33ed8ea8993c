import type { TOccurrenceState, TPersonRef, TTaskKind, TTaskSchedule, TTaskType } from '@cleanops/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { personName, UnavailableTag } from '@/shared/people/person-option';
import { windowText } from '@/shared/time/zoned-time';
import { Flex } from '@/shared/ui-kit/flex';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  ExclamationCircleOutlined,
  FireOutlined,
  SyncOutlined,
  TeamOutlined,
} from '@/shared/ui-kit/icons';
import { Tag, type TagColor } from '@/shared/ui-kit/tag';
import { Typography } from '@/shared/ui-kit/typography';
import { scheduleSpan, scheduleWords } from '../model/schedule-words';

const TAG = { marginInlineEnd: 0 } as const;

/** SPEC.md §4 status labels: green done, blue being done, red late, grey waiting. */
const STATE_LOOK: Record<TOccurrenceState, { color: TagColor; icon: ReactNode }> = {
  completed: { color: 'green', icon: <CheckCircleOutlined /> },
  in_progress: { color: 'processing', icon: <SyncOutlined /> },
  overdue: { color: 'red', icon: <ExclamationCircleOutlined /> },
  pending: { color: 'default', icon: <ClockCircleOutlined /> },
};

export function StateTag({ state }: { state: TOccurrenceState }) {
  const { t } = useTranslation('tasks');
  const look = STATE_LOOK[state];
  return (
    <Tag color={look.color} icon={look.icon} style={TAG}>
      {t(`states.${state}`)}
    </Tag>
  );
}

/** One-time or regular (SPEC.md §4 labels). */
export function KindTag({ kind }: { kind: TTaskKind }) {
  const { t } = useTranslation('tasks');
  return (
    <Tag color={kind === 'recurring' ? 'purple' : undefined} variant="outlined" style={TAG}>
      {t(`kinds.${kind}`)}
    </Tag>
  );
}

export function EmergencyTag() {
  const { t } = useTranslation('tasks');
  return (
    <Tag color="red" variant="solid" icon={<FireOutlined />} style={TAG}>
      {t('emergency')}
    </Tag>
  );
}

/** Inspection and training are worth a mark; plain cleaning is the usual case and stays unmarked. */
export function TypeTag({ type }: { type: TTaskType }) {
  const { t } = useTranslation('tasks');
  if (type === 'working') return null;
  return (
    <Tag color={type === 'inspect' ? 'gold' : 'cyan'} style={TAG}>
      {t(`types.${type}`)}
    </Tag>
  );
}

/** Title with its marks: emergency first (it is what the eye must catch), then the type. */
export function TaskTitle({
  title,
  emergency,
  type,
  strong = true,
}: {
  title: ReactNode;
  emergency: boolean;
  type: TTaskType;
  strong?: boolean;
}) {
  return (
    <Flex wrap align="center" gap={6} style={{ minWidth: 0 }}>
      <Typography.Text strong={strong} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography.Text>
      {emergency && <EmergencyTag />}
      <TypeTag type={type} />
    </Flex>
  );
}

const ROOMS_SHOWN = 3;

/** "Abay 10" over "Kitchen, Hall +2 more". */
export function PlaceText({ location, rooms }: { location: { title: string }; rooms: { name: string }[] }) {
  const { t } = useTranslation('tasks');
  const shown = rooms.slice(0, ROOMS_SHOWN).map((room) => room.name);
  const hidden = rooms.length - shown.length;
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text style={{ overflowWrap: 'anywhere' }}>{location.title}</Typography.Text>
      {rooms.length > 0 && (
        <Typography.Text
          type="secondary"
          style={{ fontSize: 13, overflowWrap: 'anywhere' }}
          title={rooms.map((room) => room.name).join(', ')}
        >
          {shown.join(', ')}
          {hidden > 0 && ` ${t('list.moreRooms', { count: hidden })}`}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** A job's window in its location's time zone (DECISIONS.md §7), with the zone named when it is not the viewer's. */
export function WhenText({
  startsAt,
  dueAt,
  zone,
  viewerZone,
}: {
  startsAt: string;
  dueAt: string | null;
  zone: string;
  viewerZone: string;
}) {
  const { t, i18n } = useTranslation('tasks');
  // The dates are formatted in the interface language: re-render when it changes.
  void i18n.language;
  const { start, end } = windowText(startsAt, dueAt, zone);
  return (
    <Flex vertical>
      <span style={{ whiteSpace: 'nowrap' }}>{end ? `${start} – ${end}` : start}</span>
      {!end && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('list.noDeadline')}
        </Typography.Text>
      )}
      {zone !== viewerZone && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('list.zoneTime', { zone })}
        </Typography.Text>
      )}
    </Flex>
  );
}

function PersonLine({ person }: { person: TPersonRef }) {
  return (
    <Flex wrap align="center" gap={4}>
      {/* break-word, not anywhere: a narrow column keeps a name's words whole ("Нұрланқызы"). */}
      <span style={{ overflowWrap: 'break-word' }}>{personName(person)}</span>
      <UnavailableTag person={person} />
    </Flex>
  );
}

/** The team and the people a job is for; once a team job is picked, who picked it. */
export function AssignedText({
  team,
  assignees,
  pickedBy,
}: {
  team: { name: string } | null;
  assignees: TPersonRef[];
  pickedBy?: TPersonRef | null;
}) {
  const { t } = useTranslation('tasks');
  if (!team && assignees.length === 0 && !pickedBy) {
    return <Typography.Text type="secondary">{t('list.notAssigned')}</Typography.Text>;
  }
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      {team && (
        <Flex align="center" gap={6}>
          <TeamOutlined />
          <span style={{ overflowWrap: 'anywhere' }}>{t('list.team', { name: team.name })}</span>
        </Flex>
      )}
      {assignees.map((person) => (
        <PersonLine key={person.id} person={person} />
      ))}
      {pickedBy && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('list.pickedBy', { name: personName(pickedBy) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The Regular column (read_regular_column): the schedule in words; a one-time job has none. */
export function RegularText({
  schedule,
  withSpan = false,
}: {
  schedule: TTaskSchedule | null;
  withSpan?: boolean;
}) {
  const { t } = useTranslation('tasks');
  if (!schedule) {
    // The status column already says "One-time": a dash keeps the Regular column quiet.
    return (
      <Typography.Text type="secondary" aria-label={t('list.oneTime')}>
        —
      </Typography.Text>
    );
  }
  const showSpan = withSpan || schedule.endDate !== null;
  return (
    <Flex vertical>
      <span>{scheduleWords(schedule, t)}</span>
      {showSpan && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {scheduleSpan(schedule, t)}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Who finished the job and when, in its location's zone. */
export function FinishedText({
  finishedBy,
  finishedAt,
  zone,
}: {
  finishedBy: TPersonRef | null;
  finishedAt: string | null;
  zone: string;
}) {
  const { t } = useTranslation('tasks');
  if (!finishedAt) {
    return <Typography.Text type="secondary">{t('list.notFinished')}</Typography.Text>;
  }
  return (
    <Flex vertical>
      {finishedBy && <span style={{ overflowWrap: 'break-word' }}>{personName(finishedBy)}</span>}
      <Typography.Text type="secondary" style={{ fontSize: 13, whiteSpace: 'nowrap' }}>
        {windowText(finishedAt, null, zone).start}
      </Typography.Text>
    </Flex>
  );
}
