import { PROBLEM_KINDS, PROBLEM_SEVERITIES, PROBLEM_STATES } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useLocationChoices } from '@/shared/api/choices';
import { Button } from '@/shared/ui-kit/button';
import { PlainSelect } from '@/shared/ui-kit/fields';
import type { ProblemListParams } from '../model/problem-filters';

const ALL = '';

/** State, location, kind and severity, each a phone's own picker, every choice kept in the address. */
export function ProblemsToolbar({
  params,
  update,
  filtered,
}: {
  params: ProblemListParams;
  update: (patch: Partial<ProblemListParams>) => void;
  filtered: boolean;
}) {
  const { t } = useTranslation('problems');
  const locations = useLocationChoices();
  const all = { value: ALL, label: t('filters.all') };
  const choose =
    <K extends keyof ProblemListParams>(key: K) =>
    (value: string) =>
      update({ [key]: value === ALL ? undefined : value } as Partial<ProblemListParams>);
  return (
    <div className="problems-toolbar">
      <PlainSelect
        label={t('filters.state')}
        value={params.state ?? ALL}
        onChange={choose('state')}
        options={[
          { value: ALL, label: t('filters.allStates') },
          ...PROBLEM_STATES.map((state) => ({ value: state, label: t(`state.${state}`) })),
        ]}
      />
      <PlainSelect
        label={t('filters.location')}
        value={params.locationId ?? ALL}
        onChange={choose('locationId')}
        options={[
          { value: ALL, label: t('filters.allLocations') },
          ...(locations.data?.items ?? []).map((location) => ({ value: location.id, label: location.title })),
        ]}
      />
      <PlainSelect
        label={t('filters.kind')}
        value={params.kind ?? ALL}
        onChange={choose('kind')}
        options={[all, ...PROBLEM_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))]}
      />
      <PlainSelect
        label={t('filters.severity')}
        value={params.severity ?? ALL}
        onChange={choose('severity')}
        options={[
          all,
          ...PROBLEM_SEVERITIES.map((severity) => ({ value: severity, label: t(`severity.${severity}`) })),
        ]}
      />
      {filtered && (
        <Button
          type="link"
          onClick={() =>
            update({ state: undefined, locationId: undefined, kind: undefined, severity: undefined })
          }
        >
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
