import type { TLocationType, TRentalState } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '@/shared/hooks/use-search-text';
import { Button } from '@/shared/ui-kit/button';
import { PlainSearch, PlainSelect } from '@/shared/ui-kit/fields';
import { useMediaQuery } from '@/shared/ui-kit/use-media-query';
import type { LocationListParams } from '../hooks/use-location-list-params';

/** Sort choices of the phone layout, with their translation key (':' would read as a namespace). */
const SORT_CHOICES = {
  'createdAt:desc': 'newest',
  'createdAt:asc': 'oldest',
  'title:asc': 'titleAsc',
  'title:desc': 'titleDesc',
} as const;
type SortChoice = keyof typeof SORT_CHOICES;

interface LocationsToolbarProps {
  params: LocationListParams;
  update: (patch: Partial<LocationListParams>) => void;
  filtered: boolean;
}

/** Search (debounced), type and state filters; on a phone also the sort, which the table's headers do on a desk. */
export function LocationsToolbar({ params, update, filtered }: LocationsToolbarProps) {
  const { t } = useTranslation('locations');
  const screens = {
    sm: useMediaQuery('(min-width: 576px)'),
    md: useMediaQuery('(min-width: 768px)'),
  };
  const search = useSearchText(params.search, (value) => update({ search: value }));

  const clear = () => {
    search.clear();
    update({ search: undefined, type: undefined, state: undefined });
  };

  const sortValue = `${params.sortBy === 'title' ? 'title' : 'createdAt'}:${params.sortDir}` as SortChoice;
  const fieldWidth = screens.sm ? 190 : undefined;

  return (
    <search style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
      <PlainSearch
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={search.text}
        onChange={search.type}
        style={{ flex: '1 1 240px' }}
      />
      <PlainSelect<TLocationType | 'all'>
        label={t('list.filterType')}
        value={params.type ?? 'all'}
        onChange={(value) => update({ type: value === 'all' ? undefined : value })}
        options={[
          { value: 'all', label: t('list.allTypes') },
          { value: 'rental', label: t('types.rentalShort') },
          { value: 'commercial', label: t('types.commercialShort') },
        ]}
        style={{ width: fieldWidth, flex: screens.sm ? undefined : '1 1 140px' }}
      />
      <PlainSelect<TRentalState | 'all'>
        label={t('list.filterState')}
        value={params.state ?? 'all'}
        onChange={(value) => update({ state: value === 'all' ? undefined : value })}
        options={[
          { value: 'all', label: t('list.allStates') },
          { value: 'clean', label: t('states.clean') },
          { value: 'dirty', label: t('states.dirty') },
        ]}
        style={{ width: fieldWidth, flex: screens.sm ? undefined : '1 1 140px' }}
      />
      {!screens.md && (
        <PlainSelect<SortChoice>
          label={t('list.sort')}
          value={sortValue}
          onChange={(value) => {
            const [sortBy, sortDir] = value.split(':') as ['title' | 'createdAt', 'asc' | 'desc'];
            update({ sortBy, sortDir });
          }}
          options={Object.entries(SORT_CHOICES).map(([value, key]) => ({
            value: value as SortChoice,
            label: t(`list.sortBy.${key}`),
          }))}
          style={{ flex: '1 1 100%' }}
        />
      )}
      {filtered && (
        <Button type="link" size="middle" onClick={clear} style={{ paddingInline: 4 }}>
          {t('list.clearFilters')}
        </Button>
      )}
    </search>
  );
}
