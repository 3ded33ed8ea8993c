import { ThunderboltFilled } from '@ant-design/icons';
import type { TOccurrenceState, TTaskType } from '@cleanops/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<TOccurrenceState, string> = {
  pending: 'default',
  in_progress: 'processing',
  overdue: 'error',
  completed: 'success',
};

const TAG_STYLE = { marginInlineEnd: 0 };

export function JobStateTag({ state }: { state: TOccurrenceState }) {
  const { t } = useTranslation('jobs');
  return (
    <Tag color={STATE_COLORS[state]} style={TAG_STYLE}>
      {t(`state.${state}`)}
    </Tag>
  );
}

export function EmergencyTag() {
  const { t } = useTranslation('jobs');
  return (
    <Tag color="red" icon={<ThunderboltFilled aria-hidden />} style={TAG_STYLE}>
      {t('emergency')}
    </Tag>
  );
}

/** Inspections and training read differently from ordinary work; ordinary work needs no tag. */
export function JobTypeTag({ type }: { type: TTaskType }) {
  const { t } = useTranslation('jobs');
  if (type === 'working') return null;
  return (
    <Tag color={type === 'inspect' ? 'purple' : 'cyan'} style={TAG_STYLE}>
      {t(`type.${type}`)}
    </Tag>
  );
}
