import { ADMIN_SUBSCRIPTION_FILTERS, type TAdminSubscriptionFilter } from '@cleanops/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { Select } from '@/shared/ui-kit/lazy-controls';

/** A filter field's width in the admin lists' toolbars: side by side from the sm width, sharing a phone's line below it. */
export function useFilterFieldStyle(): CSSProperties {
  const screens = useBreakpoint();
  return { width: screens.sm ? 200 : undefined, flex: screens.sm ? undefined : '1 1 140px' };
}

/** The subscription-state filter that the users and the locations lists share. */
export function SubscriptionFilter({
  value,
  onChange,
  style,
}: {
  value: TAdminSubscriptionFilter | undefined;
  onChange: (value: TAdminSubscriptionFilter | undefined) => void;
  style: CSSProperties;
}) {
  const { t } = useTranslation('admin');
  return (
    <Select<TAdminSubscriptionFilter | 'all'>
      aria-label={t('subscription.filter')}
      value={value ?? 'all'}
      onChange={(next) => onChange(next === 'all' ? undefined : next)}
      options={[
        { value: 'all', label: t('subscription.all') },
        ...ADMIN_SUBSCRIPTION_FILTERS.map((state) => ({
          value: state,
          label: t(`subscription.filters.${state}`),
        })),
      ]}
      style={style}
    />
  );
}

/** Shown while any filter is on: takes them all off. */
export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button type="link" onClick={onClick} style={{ paddingInline: 4 }}>
      {t('common.clearFilters')}
    </Button>
  );
}
