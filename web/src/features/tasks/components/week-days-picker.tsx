import { WEEK_DAYS } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';

const WORK_WEEK = [1, 2, 3, 4, 5];

interface WeekDaysPickerProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  'aria-label'?: string;
}

/** Mon … Sun as toggle buttons (ISO numbers, Monday first, DECISIONS.md §7), plus a Mon–Fri shortcut. */
export function WeekDaysPicker({ id, value = [], onChange, 'aria-label': label }: WeekDaysPickerProps) {
  const { t } = useTranslation('tasks');
  const toggle = (day: number) =>
    onChange?.(value.includes(day) ? value.filter((d) => d !== day) : [...value, day].sort((a, b) => a - b));
  const workWeek = value.length === WORK_WEEK.length && WORK_WEEK.every((day) => value.includes(day));
  return (
    <Flex wrap gap={6} align="center">
      <Flex id={id} wrap gap={4} role="group" aria-label={label}>
        {WEEK_DAYS.map((day) => {
          const on = value.includes(day);
          return (
            <Button
              key={day}
              type={on ? 'primary' : 'default'}
              aria-pressed={on}
              title={t(`weekDays.long.${day}`)}
              onClick={() => toggle(day)}
              style={{ minWidth: 48 }}
            >
              {t(`weekDays.short.${day}`)}
            </Button>
          );
        })}
      </Flex>
      <Button
        type="link"
        disabled={workWeek}
        onClick={() => onChange?.(WORK_WEEK)}
        style={{ paddingInline: 4 }}
      >
        {t('editor.weekDaysShortcut')}
      </Button>
    </Flex>
  );
}
