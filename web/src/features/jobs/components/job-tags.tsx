import ThunderboltFilled from '@ant-design/icons-svg/es/asn/ThunderboltFilled';
import type { TOccurrenceState, TTaskType } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { AntIcon } from '@/shared/ui-kit/ant-icon';
import { PlainTag, type PlainTagColor } from '@/shared/ui-kit/tag';

const STATE_COLORS: Record<TOccurrenceState, PlainTagColor> = {
  pending: 'default',
  in_progress: 'processing',
  overdue: 'error',
  completed: 'success',
};

export function JobStateTag({ state }: { state: TOccurrenceState }) {
  const { t } = useTranslation('jobs');
  return <PlainTag color={STATE_COLORS[state]}>{t(`state.${state}`)}</PlainTag>;
}

export function EmergencyTag() {
  const { t } = useTranslation('jobs');
  return (
    <PlainTag color="red" icon={<AntIcon icon={ThunderboltFilled} />}>
      {t('emergency')}
    </PlainTag>
  );
}

/** Inspections and training read differently from ordinary work; ordinary work needs no tag. */
export function JobTypeTag({ type }: { type: TTaskType }) {
  const { t } = useTranslation('jobs');
  if (type === 'working') return null;
  return <PlainTag color={type === 'inspect' ? 'purple' : 'cyan'}>{t(`type.${type}`)}</PlainTag>;
}
