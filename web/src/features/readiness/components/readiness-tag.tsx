import type { TReadinessState } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Tag, type TagColor } from '@/shared/ui-kit/tag';

/**
 * The tag colours come from the theme's tag tokens, which hold 4.5:1 in both themes; the state is
 * always written too, so colour is never the only cue.
 */
const COLORS: Record<TReadinessState, TagColor> = {
  blocked: 'error',
  occupied: 'purple',
  inspection_failed: 'error',
  cleaning: 'processing',
  dirty: 'warning',
  awaiting_inspection: 'cyan',
  ready: 'success',
};

export function ReadinessTag({ state }: { state: TReadinessState }) {
  const { t } = useTranslation('readiness');
  return (
    <Tag color={COLORS[state]} data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  );
}
