import { COMPLAINT_SOURCES, type TComplaintSource } from '@cleanops/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationChoices, useLocationRooms } from '@/shared/api/choices';
import { pickerFormat } from '@/shared/time/format-date';
import { Badge } from '@/shared/ui-kit/badge';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { FilterOutlined } from '@/shared/ui-kit/icons';
import { RangePicker, Select } from '@/shared/ui-kit/lazy-controls';
import {
  COMPLAINT_SORTS,
  type ComplaintListParams,
  type ComplaintSort,
  RATING_FILTERS,
  type RatingFrom,
} from '../model/complaint-filters';

interface ComplaintsToolbarProps {
  params: ComplaintListParams;
  update: (patch: Partial<ComplaintListParams>) => void;
  filtered: boolean;
  onClear: () => void;
}

const DAY = 'YYYY-MM-DD';

/** Rating, source, place, dates and order (SPEC.md §9 complaint filters), every one kept in the address. */
export function ComplaintsToolbar({ params, update, filtered, onClear }: ComplaintsToolbarProps) {
  const { t } = useTranslation('complaints');
  const screens = useBreakpoint();
  const locations = useLocationChoices();
  const rooms = useLocationRooms(params.locationId);
  // On a phone the rarer filters fold behind one button, so the complaints are not a screen below them.
  const [open, setOpen] = useState(false);
  const folded = !screens.md && !open;
  const active = [params.source, params.locationId, params.from].filter(Boolean).length;
  const field = (width: number) => (screens.sm ? { width } : ({ flex: '1 1 100%', minWidth: 0 } as const));
  const today = dayjs().startOf('day');
  const presets: { label: string; value: [Dayjs, Dayjs] }[] = [
    { label: t('filters.presets.today'), value: [today, today] },
    { label: t('filters.presets.last7'), value: [today.subtract(6, 'day'), today] },
    { label: t('filters.presets.last30'), value: [today.subtract(29, 'day'), today] },
    { label: t('filters.presets.thisMonth'), value: [today.startOf('month'), today] },
  ];

  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={t('filters.label')}>
      <Select<RatingFrom>
        aria-label={t('filters.rating')}
        value={params.ratingFrom}
        onChange={(ratingFrom) => update({ ratingFrom })}
        options={RATING_FILTERS.map((option) => ({
          value: option.value,
          label: t(`filters.ratingOptions.${option.key}`),
        }))}
        style={screens.md ? { width: 170 } : { flex: '1 1 140px', minWidth: 0 }}
      />
      <Select<ComplaintSort>
        aria-label={t('filters.sort')}
        value={params.sort}
        onChange={(sort) => update({ sort })}
        options={Object.keys(COMPLAINT_SORTS).map((sort) => ({
          value: sort as ComplaintSort,
          label: t(`filters.sortOptions.${sort}`),
        }))}
        style={screens.md ? { width: 210 } : { flex: '1 1 140px', minWidth: 0 }}
      />
      {!screens.md && (
        <Button icon={<FilterOutlined />} aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('filters.label')}
          {active > 0 && <Badge count={active} size="small" />}
        </Button>
      )}
      {!folded && (
        <>
          <Select<TComplaintSource | 'all'>
            aria-label={t('filters.source')}
            value={params.source ?? 'all'}
            onChange={(value) => update({ source: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: t('filters.allSources') },
              ...COMPLAINT_SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`) })),
            ]}
            style={field(150)}
          />
          <Select<string>
            aria-label={t('filters.location')}
            allowClear
            value={params.locationId}
            placeholder={t('filters.allLocations')}
            loading={locations.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            options={(locations.data?.items ?? []).map((location) => ({
              value: location.id,
              label: location.title,
            }))}
            onChange={(locationId) => update({ locationId: locationId ?? undefined, roomId: undefined })}
            style={field(200)}
          />
          <Select<string>
            aria-label={t('filters.room')}
            allowClear
            disabled={!params.locationId}
            title={params.locationId ? undefined : t('filters.roomNeedsLocation')}
            value={params.roomId}
            placeholder={t('filters.allRooms')}
            loading={Boolean(params.locationId) && rooms.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.name }))}
            onChange={(roomId) => update({ roomId: roomId ?? undefined })}
            style={field(180)}
          />
          <RangePicker
            aria-label={t('filters.dates')}
            value={params.from && params.to ? [dayjs(params.from), dayjs(params.to)] : null}
            presets={presets}
            format={pickerFormat('date')}
            placeholder={[t('filters.dateFrom'), t('filters.dateTo')]}
            disabledDate={(day) => day.isAfter(today, 'day')}
            onChange={(range) => {
              const [start, end] = range ?? [];
              update(
                start && end
                  ? { from: start.format(DAY), to: end.format(DAY) }
                  : { from: undefined, to: undefined },
              );
            }}
            style={screens.md ? { width: 260 } : { flex: '1 1 100%', minWidth: 0 }}
          />
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
