import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/shared/ui-kit/lazy-controls';

interface Option {
  value: string;
  label: string;
}

let zoneOptions: Option[] | null = null;

function offsetOf(zone: string, now: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** Every IANA zone the browser knows, labelled with its current offset; built once, it is ~400 zones. */
function allZoneOptions(): Option[] {
  if (zoneOptions) return zoneOptions;
  const now = new Date();
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  zoneOptions = zones.map((zone) => ({
    value: zone,
    label: `${zone.replaceAll('_', ' ')} (${offsetOf(zone, now)})`,
  }));
  return zoneOptions;
}

interface TimezoneSelectProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** The location's IANA zone: checkout times and schedules are read in it (DECISIONS.md §9). */
export function TimezoneSelect({ value, onChange, id }: TimezoneSelectProps) {
  const { t } = useTranslation('locations');
  const options = useMemo(() => {
    const all = allZoneOptions();
    // A zone the list lacks (an alias such as "Asia/Calcutta", or "UTC" in some browsers) stays choosable.
    return value && !all.some((o) => o.value === value)
      ? [{ value, label: `${value} (${offsetOf(value, new Date())})` }, ...all]
      : all;
  }, [value]);

  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('fields.timezonePlaceholder')}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
    />
  );
}
