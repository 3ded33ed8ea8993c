import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pickerFormat } from '@/shared/time/format-date';
import { Flex } from '@/shared/ui-kit/flex';
import { RangePicker as DaysPicker, Select } from '@/shared/ui-kit/lazy-controls';
import { ANALYTICS_RANGES, type AnalyticsParams, type RangeChoice } from '../model/analytics-params';

/** DECISIONS.md §10: a custom range spans at most 5 years (the API refuses more). */
const MAX_YEARS = 5;

/** The range of every analytics page: SPEC.md §9's choices, and from–to days when "custom" is chosen. */
export function RangePicker({
  params,
  update,
}: {
  params: AnalyticsParams;
  update: (patch: Partial<AnalyticsParams>) => void;
}) {
  const { t, i18n } = useTranslation('analytics');
  const choose = (range: RangeChoice) => {
    if (range !== 'custom') return update({ range });
    // Custom starts from this month, so the address always holds a usable range.
    update({
      range,
      from: params.from ?? dayjs().startOf('month').format('YYYY-MM-DD'),
      to: params.to ?? dayjs().format('YYYY-MM-DD'),
    });
  };
  const disabledDate = (day: Dayjs, info: { from?: Dayjs }) =>
    day.isAfter(dayjs(), 'day') ||
    Boolean(info.from && Math.abs(day.diff(info.from, 'year', true)) > MAX_YEARS);

  return (
    <Flex wrap gap={8} align="center">
      <Select<RangeChoice>
        aria-label={t('range.label')}
        value={params.range}
        onChange={choose}
        options={ANALYTICS_RANGES.map((range) => ({ value: range, label: t(`range.${range}`) }))}
        style={{ minWidth: 160 }}
        popupMatchSelectWidth={false}
      />
      {params.range === 'custom' && (
        <DaysPicker
          aria-label={t('range.custom')}
          value={[dayjs(params.from), dayjs(params.to)]}
          format={pickerFormat('date', i18n.language)}
          allowClear={false}
          disabledDate={disabledDate}
          placeholder={[t('range.from'), t('range.to')]}
          onChange={(days) => {
            const [from, to] = days ?? [];
            if (from && to) update({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
          }}
          style={{ maxWidth: '100%' }}
        />
      )}
    </Flex>
  );
}
