import type { TProblemSeverity, TProblemState } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Tag, type TagColor } from '@/shared/ui-kit/tag';

/** Tag colours from the theme's tag tokens (4.5:1 in both themes); the words are always written too. */
const STATE_COLORS: Record<TProblemState, TagColor> = {
  open: 'warning',
  in_progress: 'processing',
  resolved: 'success',
  wont_fix: 'default',
};
const SEVERITY_COLORS: Record<TProblemSeverity, TagColor> = {
  note: 'default',
  needs_attention: 'warning',
  blocks_use: 'error',
};

export function ProblemStateTag({ state }: { state: TProblemState }) {
  const { t } = useTranslation('problems');
  return (
    <Tag color={STATE_COLORS[state]} data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  );
}

export function SeverityTag({ severity }: { severity: TProblemSeverity }) {
  const { t } = useTranslation('problems');
  return (
    <Tag color={SEVERITY_COLORS[severity]} data-severity={severity}>
      {t(`severity.${severity}`)}
    </Tag>
  );
}
