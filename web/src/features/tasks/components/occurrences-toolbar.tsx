import {
  OCCURRENCE_STATES,
  TASK_KINDS,
  TASK_TYPES,
  type TOccurrenceState,
  type TTaskKind,
  type TTaskType,
} from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { Badge } from '@/shared/ui-kit/badge';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { FilterOutlined } from '@/shared/ui-kit/icons';
import { Select } from '@/shared/ui-kit/lazy-controls';
import type { OccurrenceListParams } from '../hooks/use-occurrence-list-params';
import { DateRangeFilter, EmployeesFilter, LocationFilter, RoomsFilter } from './filter-fields';

interface OccurrencesToolbarProps {
  params: OccurrenceListParams;
  update: (patch: Partial<OccurrenceListParams>) => void;
  filtered: boolean;
  onClear: () => void;
}

/** Location, its rooms, people, dates, type, status and kind: every one kept in the address. */
export function OccurrencesToolbar({ params, update, filtered, onClear }: OccurrencesToolbarProps) {
  const { t } = useTranslation('tasks');
  const screens = useBreakpoint();
  // GET /employees needs get_employees; a head cleaner plans work without seeing the staff list.
  const canSeeEmployees = useCan('get_employees');
  const field = (width: number) => (screens.sm ? { width } : ({ flex: '1 1 100%', minWidth: 0 } as const));
  // On a phone the filters fold behind one button, so the jobs are not a screen below them.
  const [open, setOpen] = useState(false);
  const folded = !screens.md && !open;
  const active = [params.locationId, params.employees.length, params.type, params.state, params.kind].filter(
    Boolean,
  ).length;

  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={t('filters.label')}>
      <DateRangeFilter
        direction="ahead"
        from={params.from}
        to={params.to}
        onChange={(range) => update(range)}
        style={screens.md ? { width: 260 } : { flex: '1 1 200px', minWidth: 0 }}
      />
      {!screens.md && (
        <Button icon={<FilterOutlined />} aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('filters.label')}
          {active > 0 && <Badge count={active} size="small" />}
        </Button>
      )}
      {!folded && (
        <>
          <LocationFilter
            value={params.locationId}
            onChange={(locationId) => update({ locationId, rooms: [] })}
            style={field(200)}
          />
          <RoomsFilter
            locationId={params.locationId}
            value={params.rooms}
            onChange={(rooms) => update({ rooms })}
            style={field(220)}
          />
          {canSeeEmployees && (
            <EmployeesFilter
              value={params.employees}
              onChange={(employees) => update({ employees })}
              style={field(240)}
            />
          )}
          <Select<TTaskType | 'all'>
            aria-label={t('filters.type')}
            value={params.type ?? 'all'}
            onChange={(value) => update({ type: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: t('filters.allTypes') },
              ...TASK_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
            ]}
            style={field(150)}
          />
          <Select<TOccurrenceState | 'all'>
            aria-label={t('filters.state')}
            value={params.state ?? 'all'}
            onChange={(value) => update({ state: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: t('filters.allStates') },
              ...OCCURRENCE_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
            ]}
            style={field(150)}
          />
          <Select<TTaskKind | 'all'>
            aria-label={t('filters.kind')}
            value={params.kind ?? 'all'}
            onChange={(value) => update({ kind: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: t('filters.allKinds') },
              ...TASK_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
            ]}
            style={field(190)}
          />
          {!screens.md && (
            <Select<'asc' | 'desc'>
              aria-label={t('list.columns.when')}
              value={params.sortDir}
              onChange={(sortDir) => update({ sortDir })}
              options={[
                { value: 'asc', label: t('list.sortEarliest') },
                { value: 'desc', label: t('list.sortLatest') },
              ]}
              style={field(190)}
            />
          )}
        </>
      )}
      {filtered && (
        <Button type="link" onClick={onClear} style={{ paddingInline: 4 }}>
          {t('filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
