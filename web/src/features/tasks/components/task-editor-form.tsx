import {
  TASK_DESCRIPTION_MAX,
  TASK_KINDS,
  TASK_TITLE_MAX,
  TASK_TYPES,
  type TTask,
  type TTaskKind,
  ZCreateTaskRequest,
} from '@cleanops/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { locationRoomsQueryOptions, useLocationChoices, useLocationRooms } from '@/shared/api/choices';
import { queryClient } from '@/shared/api/query-client';
import { useEditForm } from '@/shared/forms/use-edit-form';
import { useLeaveGuard } from '@/shared/forms/use-leave-guard';
import { zodRule } from '@/shared/forms/zod-rule';
import { useCan } from '@/shared/hooks/use-can';
import { i18n } from '@/shared/i18n/i18n';
import { browserTimezone } from '@/shared/stores/filters-store';
import { taskTitle } from '@/shared/tasks/task-title';
import { pickerFormat } from '@/shared/time/format-date';
import { wallNow } from '@/shared/time/zoned-time';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { Form, type Rule } from '@/shared/ui-kit/form';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { CheckOutlined } from '@/shared/ui-kit/icons';
import { Input } from '@/shared/ui-kit/input';
import { DatePicker, Select } from '@/shared/ui-kit/lazy-controls';
import { Radio } from '@/shared/ui-kit/radio';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { Switch } from '@/shared/ui-kit/switch';
import { toast } from '@/shared/ui-kit/toast';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { useCreateTask } from '../api/create-task';
import { locationQueryOptions } from '../api/get-location-and-room';
import { taskQueryOptions } from '../api/get-task';
import { useUpdateTask } from '../api/update-task';
import {
  type ChecklistItemValues,
  dueIssue,
  emptyTaskValues,
  formFieldOfPath,
  type TaskFormValues,
  toCreateTaskRequest,
  toTaskFormValues,
  toUpdateTaskRequest,
} from '../model/task-form';
import { ChecklistField } from './checklist-field';
import { issueMessage } from './field-messages';
import { PeopleFields } from './people-fields';
import { ScheduleEditor } from './schedule-editor';

/*
 * zodRule reads an empty input as "missing", which the schema answers with a type error; the
 * explicit required rule (checked first) gives the plain "fill in this field" instead.
 */
const requiredRule = () => ({ required: true, whitespace: true, message: i18n.t('validation:required') });
const titleRule = zodRule(ZCreateTaskRequest.shape.title);
const descriptionRule = zodRule(ZCreateTaskRequest.shape.description);
const roomsRule: Rule = {
  validator: async (_, value: string[] | undefined) => {
    if (!value?.length) throw new Error(i18n.t('tasks:validation.roomsRequired'));
  },
};
const PROOF = ['photosBefore', 'photosAfter', 'requirePhoto', 'requireScan', 'emergency'] as const;
const PAIR = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  columnGap: 16,
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const screens = useBreakpoint();
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      styles={{ body: { padding: screens.md ? 24 : 16, paddingBottom: screens.md ? 8 : 4 } }}
    >
      {children}
    </Card>
  );
}

interface TaskEditorFormProps {
  /** The task to edit; absent to create one. */
  task?: TTask;
  /** `?kind=recurring` from "New regular task". */
  initialKind?: TTaskKind;
  /** Where Save and Cancel lead (the job page the edit was opened from); else the tasks list. */
  returnTo?: string;
  /** The one-time task's job has started: say what an edit still reaches. */
  jobStarted?: boolean;
}

/** Create and edit share one form (SPEC.md §3 Task); it keeps what was typed when the server refuses. */
export function TaskEditorForm({
  task: opened,
  initialKind = 'one_time',
  returnTo,
  jobStarted = false,
}: TaskEditorFormProps) {
  const { t } = useTranslation('tasks');
  const { token } = useToken();
  const screens = useBreakpoint();
  const navigate = useNavigate();
  // The task with its title as the reader reads it (a turnover's in their language): what the field
  // shows and what an edit is compared with, so an untouched title is not sent as the owner's own.
  const asShown = useCallback((stored: TTask): TTask => ({ ...stored, title: taskTitle(stored, t) }), [t]);
  // A schedule to start from is counted from the location's today.
  const fromTask = useCallback(
    (stored: TTask) => toTaskFormValues(asShown(stored), wallNow(stored.location.timezone)),
    [asShown],
  );
  // Editing starts from the task as stored now and sends only what the user changed (useEditForm).
  const edit = useEditForm({
    source: opened ? taskQueryOptions(opened.id) : null,
    toValues: fromTask,
    empty: () => emptyTaskValues(wallNow(browserTimezone()), initialKind),
  });
  const { form } = edit;
  const task = edit.base ?? opened;
  const create = useCreateTask();
  const update = useUpdateTask();
  const canRenew = useCan('create_subscription');
  const locations = useLocationChoices(!task);
  const locationId = Form.useWatch('locationId', form) as string | null | undefined;
  const kind = (Form.useWatch('kind', form) as TTaskKind | undefined) ?? task?.kind ?? initialKind;
  const type = Form.useWatch('type', form) ?? task?.type ?? 'working';
  const rooms = useLocationRooms(locationId);
  // A location's photo and scan rules hold for all its jobs (the server joins them to the task's own,
  // except for learn jobs): such a switch shows on and cannot be turned off here.
  const place = useQuery({ ...locationQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
  const byLocation = (field: (typeof PROOF)[number]) =>
    type !== 'learn' && (field === 'requirePhoto' || field === 'requireScan') && place.data?.[field] === true;
  const [blocked, setBlocked] = useState<string | null>(null);
  const blockedRef = useRef<HTMLDivElement>(null);
  // The refusal shows above the form while the person is at its bottom, by the Create button.
  useEffect(() => {
    if (blocked) blockedRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [blocked]);
  const editing = Boolean(task);
  const saving = create.isPending || update.isPending;
  // Anything typed or picked is asked about before a link leads away from it.
  const [touched, setTouched] = useState(false);
  const leaveGuard = useLeaveGuard(touched && !saving);

  // Staff land on their own work at /tasks; the list they planned from is /tasks/all (signed-in routes).
  const tasksHome = '/tasks/all';
  const backTo = returnTo ?? (task?.kind === 'recurring' ? `${tasksHome}?tab=regular` : tasksHome);
  const zone =
    task?.location.timezone ??
    locations.data?.items.find((location) => location.id === locationId)?.timezone ??
    browserTimezone();

  /** A new location: its rooms start empty (one room is chosen for you), its proof settings become the defaults. */
  const chooseLocation = async (id: string | null) => {
    form.setFieldValue('roomIds', []);
    if (!id) return;
    try {
      const [location, roomList] = await Promise.all([
        queryClient.fetchQuery(locationQueryOptions(id)),
        queryClient.fetchQuery(locationRoomsQueryOptions(id)),
      ]);
      if (form.getFieldValue('locationId') !== id) return;
      const defaults: Partial<TaskFormValues> = {};
      if (!form.isFieldTouched('requirePhoto')) defaults.requirePhoto = location.requirePhoto;
      if (!form.isFieldTouched('requireScan')) defaults.requireScan = location.requireScan;
      const [only] = roomList;
      if (roomList.length === 1 && only) defaults.roomIds = [only.id];
      form.setFieldsValue(defaults);
    } catch {
      // The pickers show their own loading and empty states; the defaults simply stay.
    }
  };

  const showServerErrors = (error: unknown, sent: TaskFormValues) => {
    if (!isApiError(error)) return;
    if (error.status === 402) setBlocked(error.serverMessage ?? error.message);
    // Blank checklist lines are not sent: the server's index counts only the sent ones.
    const sentLines = (sent.checklist ?? []).flatMap((item: ChecklistItemValues, index) =>
      (item.text ?? '').trim() ? [index] : [],
    );
    const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
    for (const field of error.fields) {
      const name = formFieldOfPath(field.path);
      if (!name) continue;
      if (name[0] === 'checklist' && typeof name[1] === 'number') name[1] = sentLines[name[1]] ?? name[1];
      const key = name.join('.');
      const entry = byField.get(key) ?? { name, errors: [] };
      entry.errors.push(field.message);
      byField.set(key, entry);
    }
    const failed = [...byField.values()];
    form.setFields(failed as Parameters<typeof form.setFields>[0]);
    const [first] = failed;
    if (first) form.scrollToField(first.name, { block: 'center' });
    // The call was quiet about field errors: one that belongs to no field here still reaches the user.
    else if (error.fields.length > 0) toast.error(error.message);
  };

  const submit = async () => {
    const values = edit.edited();
    try {
      if (!task) {
        const { items } = await create.mutateAsync(toCreateTaskRequest(values, zone));
        toast.success(
          items.length > 1
            ? t('editor.createdMany', { count: items.length })
            : t('editor.created', { title: items[0] ? taskTitle(items[0], t) : values.title.trim() }),
        );
        await navigate(values.kind === 'recurring' ? `${tasksHome}?tab=regular` : tasksHome);
        return;
      }
      const body = toUpdateTaskRequest(asShown(task), values);
      if (Object.keys(body).length === 0) {
        toast.info(t('editor.noChanges'));
        await navigate(backTo);
        return;
      }
      const saved = await update.mutateAsync({ id: task.id, body });
      toast.success(t('editor.updated', { title: taskTitle(saved, t) }));
      await navigate(backTo);
    } catch (error) {
      showServerErrors(error, values);
    }
  };

  const locationOptions = task
    ? [{ value: task.location.id, label: task.location.title }]
    : (locations.data?.items ?? []).map((location) => ({ value: location.id, label: location.title }));
  const roomOptions = (rooms.data ?? task?.rooms ?? []).map((room) => ({ value: room.id, label: room.name }));
  const noRooms = Boolean(locationId) && rooms.isSuccess && rooms.data.length === 0;
  const selectAllRooms = () =>
    form.setFields([{ name: 'roomIds', value: roomOptions.map((o) => o.value), errors: [] }]);

  const dueRule: Rule = ({ getFieldValue }) => ({
    validator: async () => {
      const issue = dueIssue(getFieldValue('startsAt'), getFieldValue('dueAt'), wallNow(zone));
      if (issue) throw new Error(issueMessage(issue, 'dueAt'));
    },
  });

  if (!edit.ready) {
    return (
      <Card style={{ maxWidth: 860 }}>
        <Skeleton rows={8} />
      </Card>
    );
  }

  return (
    <Form<TaskFormValues>
      form={form}
      name="task-editor"
      layout="vertical"
      requiredMark={false}
      initialValues={edit.initialValues}
      onFinish={() => void submit()}
      scrollToFirstError={{ block: 'center' }}
      onValuesChange={(changed: Partial<TaskFormValues>) => {
        setTouched(true);
        const frequency = changed.schedule?.frequency;
        if (!frequency) return;
        // A frequency that needs a field gets a sensible start for it instead of an error.
        const schedule = form.getFieldValue('schedule') as TaskFormValues['schedule'];
        if (frequency === 'weekly' && schedule.weekDays.length === 0 && schedule.startDate) {
          form.setFieldValue(['schedule', 'weekDays'], [isoDay(schedule.startDate.day())]);
        }
        if (frequency === 'new_daily' && !schedule.endTime && schedule.startTime) {
          const end = schedule.startTime.add(9, 'hour');
          if (end.isSame(schedule.startTime, 'day')) form.setFieldValue(['schedule', 'endTime'], end);
        }
        if (frequency === 'monthly' && !schedule.monthDay && schedule.startDate) {
          form.setFieldValue(['schedule', 'monthDay'], schedule.startDate.date());
        }
      }}
      style={{ maxWidth: 860 }}
    >
      <Flex vertical gap={16}>
        {jobStarted && <Alert type="info" title={t('oneTime.startedNote')} />}
        {blocked && (
          <div ref={blockedRef}>
            <Alert
              type="warning"
              title={t('editor.subscriptionExpired')}
              description={blocked}
              action={
                canRenew ? (
                  <Link to="/subscription">
                    <Button size="small">{t('editor.renew')}</Button>
                  </Link>
                ) : undefined
              }
            />
          </div>
        )}
        <Section title={t('editor.sections.what')}>
          <Form.Item name="title" label={t('editor.title')} rules={[requiredRule(), titleRule]} validateFirst>
            <Input
              placeholder={t('editor.titlePlaceholder')}
              maxLength={TASK_TITLE_MAX}
              autoFocus={!editing}
            />
          </Form.Item>
          <Form.Item name="description" label={t('editor.description')} rules={[descriptionRule]}>
            <Input.TextArea
              placeholder={t('editor.descriptionPlaceholder')}
              maxLength={TASK_DESCRIPTION_MAX}
              autoSize={{ minRows: 2, maxRows: 6 }}
            />
          </Form.Item>
          <Form.Item name="type" label={t('editor.type')} extra={t(`editor.typeHints.${type}`)}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={TASK_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            />
          </Form.Item>
        </Section>

        <Section title={t('editor.sections.where')}>
          <Form.Item
            name="locationId"
            label={t('editor.location')}
            extra={editing ? t('editor.locationLocked') : undefined}
            rules={[{ required: true, message: i18n.t('validation:required') }]}
          >
            <Select<string>
              disabled={editing}
              loading={!editing && locations.isPending}
              placeholder={t('editor.locationPlaceholder')}
              notFoundContent={locations.isPending ? undefined : t('editor.noLocations')}
              showSearch={{ optionFilterProp: 'label' }}
              options={locationOptions}
              onChange={(id) => void chooseLocation(id ?? null)}
            />
          </Form.Item>
          <Form.Item
            name="roomIds"
            label={t('editor.rooms')}
            required
            rules={[roomsRule]}
            extra={noRooms ? t('editor.noRooms') : undefined}
          >
            <Select
              mode="multiple"
              allowClear
              disabled={!locationId}
              loading={Boolean(locationId) && rooms.isPending}
              placeholder={locationId ? t('editor.roomsPlaceholder') : t('editor.roomsNeedLocation')}
              showSearch={{ optionFilterProp: 'label' }}
              options={roomOptions}
              // The open list covers the button below it, so it is offered at the list's top too.
              popupRender={(menu) => (
                <>
                  {roomOptions.length > 1 && (
                    <Button
                      type="link"
                      size="small"
                      block
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={selectAllRooms}
                      style={{ justifyContent: 'flex-start' }}
                    >
                      {t('editor.selectAllRooms')}
                    </Button>
                  )}
                  {menu}
                </>
              )}
            />
          </Form.Item>
          {roomOptions.length > 1 && (
            <Button
              type="link"
              size="small"
              onClick={selectAllRooms}
              style={{ marginTop: -16, marginBottom: 16, paddingInline: 0 }}
            >
              {t('editor.selectAllRooms')}
            </Button>
          )}
        </Section>

        <Section title={t('editor.sections.when')}>
          <Form.Item
            name="kind"
            label={t('editor.kind')}
            extra={editing ? t('editor.kindLocked') : undefined}
          >
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              disabled={editing}
              options={TASK_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            />
          </Form.Item>
          {kind === 'one_time' ? (
            <div style={PAIR}>
              <Form.Item name="startsAt" label={t('editor.startsAt')}>
                <DatePicker
                  showTime={{ format: 'HH:mm', minuteStep: 5 }}
                  // A picked day and time count at once, with no OK to press before Save.
                  needConfirm={false}
                  format={pickerFormat('dateTime')}
                  placeholder={t('editor.startsAtNow')}
                  allowClear={!editing}
                  inputReadOnly={!screens.md}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item name="dueAt" label={t('editor.dueAt')} dependencies={['startsAt']} rules={[dueRule]}>
                <DatePicker
                  showTime={{ format: 'HH:mm', minuteStep: 5 }}
                  // A picked day and time count at once, with no OK to press before Save.
                  needConfirm={false}
                  format={pickerFormat('dateTime')}
                  placeholder={t('editor.dueAtNone')}
                  inputReadOnly={!screens.md}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </div>
          ) : (
            <ScheduleEditor zone={zone} />
          )}
          <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginTop: 12 }}>
            {t('editor.zoneNote', { zone })}
          </Typography.Paragraph>
        </Section>

        <Section title={t('editor.sections.who')}>
          <PeopleFields editing={editing} currentAssignees={task?.assignees} />
        </Section>

        <Section title={t('editor.sections.checklist')}>
          <div style={{ paddingBottom: 16 }}>
            <ChecklistField />
          </div>
        </Section>

        <Section title={t('editor.sections.proof')}>
          <Flex vertical style={{ marginBottom: 16 }}>
            {PROOF.map((field, index) => (
              <Flex
                key={field}
                justify="space-between"
                align="center"
                gap={16}
                style={{
                  padding: '10px 0',
                  borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
                }}
              >
                <Flex vertical style={{ minWidth: 0 }}>
                  <label htmlFor={`task-${field}`} style={{ cursor: 'pointer' }}>
                    {t(`editor.${field}`)}
                  </label>
                  {/* Each switch says plainly what it demands: which ones make a photo mandatory. */}
                  <Typography.Text
                    id={`task-${field}-hint`}
                    type="secondary"
                    style={{ fontSize: token.fontSizeSM }}
                  >
                    {field === 'emergency' ? t('editor.emergencyHint') : t(`editor.proofHints.${field}`)}
                    {byLocation(field) && ` ${t('editor.proofByLocation')}`}
                  </Typography.Text>
                </Flex>
                {byLocation(field) ? (
                  <Switch id={`task-${field}`} aria-describedby={`task-${field}-hint`} checked disabled />
                ) : (
                  <Form.Item name={field} valuePropName="checked" noStyle>
                    <Switch id={`task-${field}`} aria-describedby={`task-${field}-hint`} />
                  </Form.Item>
                )}
              </Flex>
            ))}
          </Flex>
        </Section>
      </Flex>

      <Flex
        justify="space-between"
        gap={12}
        style={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          marginTop: 16,
          padding: '12px 0',
          background: token.colorBgLayout,
          borderTop: `1px solid ${token.colorSplit}`,
        }}
      >
        <Button onClick={() => navigate(backTo)} disabled={saving}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" icon={<CheckOutlined />} loading={saving}>
          {editing ? t('editor.save') : t('editor.create')}
        </Button>
      </Flex>
      {leaveGuard}
    </Form>
  );
}

/** dayjs's day() counts Sunday as 0; ISO week days count Monday as 1 and Sunday as 7. */
function isoDay(day: number): number {
  return day === 0 ? 7 : day;
}
