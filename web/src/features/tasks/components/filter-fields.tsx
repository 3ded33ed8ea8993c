import type { TEmployee } from '@cleanops/contracts';
import type { Dayjs } from 'dayjs';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeChoices, useLocationChoices, useLocationRooms } from '@/shared/api/choices';
import { PersonOption, personName } from '@/shared/people/person-option';
import { pickerFormat } from '@/shared/time/format-date';
import { dayjs } from '@/shared/time/zoned-time';
import { RangePicker, Select } from '@/shared/ui-kit/lazy-controls';

type FieldStyle = CSSProperties;

export function LocationFilter({
  value,
  onChange,
  style,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  style?: FieldStyle;
}) {
  const { t } = useTranslation('tasks');
  const locations = useLocationChoices();
  return (
    <Select<string>
      aria-label={t('filters.location')}
      allowClear
      value={value}
      placeholder={t('filters.allLocations')}
      loading={locations.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={(locations.data?.items ?? []).map((location) => ({
        value: location.id,
        label: location.title,
      }))}
      onChange={(next) => onChange(next ?? undefined)}
      style={style}
    />
  );
}

export function RoomsFilter({
  locationId,
  value,
  onChange,
  style,
}: {
  locationId: string | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  style?: FieldStyle;
}) {
  const { t } = useTranslation('tasks');
  const rooms = useLocationRooms(locationId);
  return (
    <Select<string[]>
      mode="multiple"
      aria-label={t('filters.rooms')}
      allowClear
      maxTagCount="responsive"
      disabled={!locationId}
      value={value}
      placeholder={t('filters.allRooms')}
      title={locationId ? undefined : t('filters.roomsNeedLocation')}
      loading={Boolean(locationId) && rooms.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.name }))}
      onChange={onChange}
      style={style}
    />
  );
}

function employeeOption(employee: TEmployee) {
  return { value: employee.id, label: personName(employee), person: employee };
}

/** Employees who may hold jobs; absent ones keep their mark (SPEC.md §4, every picker of people). */
export function EmployeesFilter({
  value,
  onChange,
  multiple = true,
  style,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  multiple?: boolean;
  style?: FieldStyle;
}) {
  const { t } = useTranslation('tasks');
  const employees = useEmployeeChoices();
  const options = (employees.data?.items ?? []).map(employeeOption);
  const common = {
    allowClear: true,
    loading: employees.isPending,
    showSearch: { optionFilterProp: 'label' },
    options,
    optionRender: (option: { data: ReturnType<typeof employeeOption> }) => (
      <PersonOption person={option.data.person} />
    ),
    style,
  };
  return multiple ? (
    <Select<string[], ReturnType<typeof employeeOption>>
      {...common}
      mode="multiple"
      maxTagCount="responsive"
      aria-label={t('filters.employees')}
      placeholder={t('filters.allEmployees')}
      value={value}
      onChange={onChange}
    />
  ) : (
    <Select<string, ReturnType<typeof employeeOption>>
      {...common}
      aria-label={t('filters.employee')}
      placeholder={t('filters.allEmployees')}
      value={value[0]}
      onChange={(next) => onChange(next ? [next] : [])}
    />
  );
}

const DAY = 'YYYY-MM-DD';

/** Days of the viewer's calendar, both ends included; presets for the usual ranges. */
export function DateRangeFilter({
  from,
  to,
  onChange,
  direction,
  style,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  /** Which presets fit: planned work looks ahead, reports look back. */
  direction: 'ahead' | 'back';
  style?: FieldStyle;
}) {
  const { t } = useTranslation('tasks');
  const today = dayjs().startOf('day');
  const presets: { label: string; value: [Dayjs, Dayjs] }[] =
    direction === 'ahead'
      ? [
          { label: t('filters.presets.today'), value: [today, today] },
          { label: t('filters.presets.next7'), value: [today, today.add(7, 'day')] },
          { label: t('filters.presets.thisWeek'), value: [today.startOf('week'), today.endOf('week')] },
          { label: t('filters.presets.thisMonth'), value: [today.startOf('month'), today.endOf('month')] },
        ]
      : [
          { label: t('filters.presets.today'), value: [today, today] },
          { label: t('filters.presets.last7'), value: [today.subtract(6, 'day'), today] },
          { label: t('filters.presets.last30'), value: [today.subtract(29, 'day'), today] },
          { label: t('filters.presets.thisMonth'), value: [today.startOf('month'), today.endOf('month')] },
        ];
  return (
    <RangePicker
      aria-label={t('filters.dates')}
      allowClear={false}
      value={[dayjs(from), dayjs(to)]}
      presets={presets}
      format={pickerFormat('date')}
      onChange={(range) => {
        const [start, end] = range ?? [];
        if (start && end) onChange({ from: start.format(DAY), to: end.format(DAY) });
      }}
      style={style}
    />
  );
}
