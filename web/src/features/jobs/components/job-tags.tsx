import type { TOccurrenceState, TTaskType } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { ThunderboltFilled } from '@/shared/ui-kit/icons';
import { Tag, type TagColor } from '@/shared/ui-kit/tag';

const STATE_COLORS: Record<TOccurrenceState, TagColor> = {
  pending: 'default',
  in_progress: 'processing',
  overdue: 'error',
  completed: 'success',
};

export function JobStateTag({ state }: { state: TOccurrenceState }) {
  const { t } = useTranslation('jobs');
  return <Tag color={STATE_COLORS[state]}>{t(`state.${state}`)}</Tag>;
}

export function EmergencyTag() {
  const { t } = useTranslation('jobs');
  return (
    <Tag color="red" icon={<ThunderboltFilled />}>
      {t('emergency')}
    </Tag>
  );
}

/** Inspections and training read differently from ordinary work; ordinary work needs no tag. */
export function JobTypeTag({ type }: { type: TTaskType }) {
  const { t } = useTranslation('jobs');
  if (type === 'working') return null;
  return <Tag color={type === 'inspect' ? 'purple' : 'cyan'}>{t(`type.${type}`)}</Tag>;
}
