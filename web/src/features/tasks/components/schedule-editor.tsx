import { INTERVAL_MAX, TASK_FREQUENCIES, type TTaskFrequency, ZTaskSchedule } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, pickerFormat } from '@/shared/time/format-date';
import { dayjs, wallNow } from '@/shared/time/zoned-time';
import { Flex } from '@/shared/ui-kit/flex';
import { Form, type Rule } from '@/shared/ui-kit/form';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { CalendarOutlined } from '@/shared/ui-kit/icons';
import { DatePicker, InputNumber, TimePicker } from '@/shared/ui-kit/lazy-controls';
import { Radio } from '@/shared/ui-kit/radio';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { nextSlots } from '../model/next-slots';
import {
  type ScheduleField,
  type ScheduleFormValues,
  scheduleIssues,
  type TaskFormValues,
  toScheduleInput,
} from '../model/task-form';
import { issueMessage } from './field-messages';
import { WeekDaysPicker } from './week-days-picker';

const PREVIEW_COUNT = 5;
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  columnGap: 16,
} as const;

/**
 * A rule checking one schedule field with the contracts' ZTaskSchedule (start before end and the
 * rest), so the message is the server's own (SPEC.md §5).
 */
const scheduleRule =
  (field: ScheduleField): Rule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const values = getFieldValue('schedule') as ScheduleFormValues | undefined;
      const issue = values ? scheduleIssues(values)[field] : undefined;
      if (issue) throw new Error(issueMessage(issue, field));
    },
  });

const name = (field: ScheduleField) => ['schedule', field];
const deps = (...fields: ScheduleField[]) => fields.map(name);

/** Frequency, every N, dates, times, week days, month day, and a preview of the next starts. */
export function ScheduleEditor({ zone }: { zone: string }) {
  const { t } = useTranslation('tasks');
  const screens = useBreakpoint();
  const form = Form.useFormInstance<TaskFormValues>();
  const schedule = Form.useWatch('schedule', { form, preserve: true }) as ScheduleFormValues | undefined;
  const frequency: TTaskFrequency = schedule?.frequency ?? 'daily';
  const hourly = frequency === 'new_daily';
  const interval = schedule?.interval ?? 1;

  return (
    <>
      <Form.Item name={name('frequency')} label={t('editor.frequency')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={TASK_FREQUENCIES.map((value) => ({ value, label: t(`editor.frequencies.${value}`) }))}
        />
      </Form.Item>
      <div style={GRID}>
        <Form.Item
          name={name('interval')}
          label={t('editor.interval')}
          dependencies={deps('frequency')}
          rules={[scheduleRule('interval')]}
        >
          <InputNumber
            // No step buttons: rc-input-number names them in English only ("Increase Value"); arrow keys step.
            controls={false}
            min={1}
            max={INTERVAL_MAX[frequency]}
            precision={0}
            inputMode="numeric"
            suffix={t(`editor.intervalUnits.${frequency}`, { count: interval })}
            style={{ width: '100%', maxWidth: 220 }}
          />
        </Form.Item>
        {frequency === 'monthly' && (
          <Form.Item
            name={name('monthDay')}
            label={t('editor.monthDay')}
            extra={t('editor.monthDayHint')}
            dependencies={deps('frequency')}
            rules={[scheduleRule('monthDay')]}
          >
            <InputNumber
              // No step buttons: rc-input-number names them in English only ("Increase Value"); arrow keys step.
              controls={false}
              min={1}
              max={31}
              precision={0}
              inputMode="numeric"
              style={{ width: '100%', maxWidth: 220 }}
            />
          </Form.Item>
        )}
      </div>
      {(frequency === 'weekly' || hourly) && (
        <Form.Item
          name={name('weekDays')}
          label={t('editor.weekDays')}
          extra={hourly ? t('editor.weekDaysHourly') : undefined}
          dependencies={deps('frequency')}
          rules={[scheduleRule('weekDays')]}
        >
          <WeekDaysPicker aria-label={t('editor.weekDays')} />
        </Form.Item>
      )}
      <div style={GRID}>
        <Form.Item name={name('startTime')} label={t('editor.startTime')} rules={[scheduleRule('startTime')]}>
          <TimePicker
            format="HH:mm"
            minuteStep={5}
            needConfirm={false}
            allowClear={false}
            inputReadOnly={!screens.md}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name={name('endTime')}
          label={t('editor.endTime')}
          extra={hourly ? t('editor.endTimeHourly') : t('editor.endTimeOptional')}
          dependencies={deps('startTime', 'frequency')}
          rules={[scheduleRule('endTime')]}
        >
          <TimePicker
            format="HH:mm"
            minuteStep={5}
            needConfirm={false}
            inputReadOnly={!screens.md}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name={name('startDate')} label={t('editor.startDate')} rules={[scheduleRule('startDate')]}>
          <DatePicker
            format={pickerFormat('date')}
            allowClear={false}
            inputReadOnly={!screens.md}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name={name('endDate')}
          label={t('editor.endDate')}
          dependencies={deps('startDate')}
          rules={[scheduleRule('endDate')]}
        >
          <DatePicker
            format={pickerFormat('date')}
            placeholder={t('editor.endDateNone')}
            inputReadOnly={!screens.md}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </div>
      {schedule && <SchedulePreview schedule={schedule} zone={zone} />}
    </>
  );
}

/** "Next: …": the coming starts as the location's clock shows them; hidden while the schedule is invalid. */
function SchedulePreview({ schedule, zone }: { schedule: ScheduleFormValues; zone: string }) {
  const { t } = useTranslation('tasks');
  const { token } = useToken();
  if (Object.keys(scheduleIssues(schedule)).length > 0) return null;
  const parsed = ZTaskSchedule.safeParse(toScheduleInput(schedule));
  if (!parsed.success) return null;
  const slots = nextSlots(parsed.data, wallNow(zone).format('YYYY-MM-DDTHH:mm'), PREVIEW_COUNT);
  return (
    <Flex
      vertical
      gap={6}
      role="status"
      style={{ padding: 12, borderRadius: token.borderRadius, background: token.colorFillQuaternary }}
    >
      <Typography.Text strong>
        <CalendarOutlined /> {t('editor.preview')}
      </Typography.Text>
      {slots.length === 0 ? (
        <Typography.Text type="secondary">{t('editor.previewNone')}</Typography.Text>
      ) : (
        <Flex wrap gap={8} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {slots.map((slot) => (
            <li
              key={`${slot.date}T${slot.time}`}
              style={{
                padding: '2px 8px',
                borderRadius: token.borderRadiusSM,
                background: token.colorBgContainer,
                border: `1px solid ${token.colorBorderSecondary}`,
              }}
            >
              {formatDate(dayjs(`${slot.date}T${slot.time}:00`), 'weekdayDayTime')}
            </li>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
