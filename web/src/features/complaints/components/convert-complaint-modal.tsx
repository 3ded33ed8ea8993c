import type { TComplaint, TLocation } from '@cleanops/contracts';
import { ZConvertComplaintRequest } from '@cleanops/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor, isApiError } from '@/shared/api/api-error';
import { useEmployeeChoices, useTeamChoices } from '@/shared/api/choices';
import { zodRule } from '@/shared/forms/zod-rule';
import { useCan } from '@/shared/hooks/use-can';
import { i18n } from '@/shared/i18n/i18n';
import { PersonOption, personName, personTagRender } from '@/shared/people/person-option';
import { browserTimezone } from '@/shared/stores/filters-store';
import { pickerFormat } from '@/shared/time/format-date';
import { wallNow } from '@/shared/time/zoned-time';
import { Form, type Rule } from '@/shared/ui-kit/form';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { Input } from '@/shared/ui-kit/input';
import { DatePicker, Select } from '@/shared/ui-kit/lazy-controls';
import { Modal } from '@/shared/ui-kit/modal';
import { Switch } from '@/shared/ui-kit/switch';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useConvertComplaint } from '../api/convert-complaint';
import { type ConvertFormValues, convertFormValues, toConvertRequest } from '../model/complaint-forms';

const TITLE_MAX = 120;
const FIELDS = ['title', 'teamId', 'assigneeIds', 'dueAt', 'emergency'] as const;
const requiredRule = () => ({ required: true, whitespace: true, message: i18n.t('validation:required') });
const titleRule = zodRule(ZConvertComplaintRequest.shape.title);

interface ConvertComplaintModalProps {
  /** The complaint to convert; it stays set while the modal fades out. */
  complaint: TComplaint | null;
  open: boolean;
  /** The complaint's location from the pickers' list: its clock and its attached team, when known. */
  location: Pick<TLocation, 'timezone' | 'team'> | undefined;
  onClose: () => void;
}

/**
 * A complaint becomes a one-time task for its room (DECISIONS.md §8): title, team, people, deadline
 * and urgency; the complaint's text becomes the task's description on the server.
 */
export function ConvertComplaintModal({ complaint, open, location, onClose }: ConvertComplaintModalProps) {
  const { t } = useTranslation('complaints');
  const screens = useBreakpoint();
  const [form] = Form.useForm<ConvertFormValues>();
  const convert = useConvertComplaint();
  // GET /employees needs get_employees; without it the team alone is chosen.
  const canSeeEmployees = useCan('get_employees');
  const teams = useTeamChoices(open);
  const employees = useEmployeeChoices({ enabled: open && canSeeEmployees });
  const zone = location?.timezone ?? browserTimezone();

  const people = useMemo(
    () => new Map((employees.data?.items ?? []).map((employee) => [employee.id, employee])),
    [employees.data],
  );

  const dueRule: Rule = {
    validator: async (_, value: ConvertFormValues['dueAt']) => {
      if (value && !value.isAfter(wallNow(zone))) throw new Error(t('convert.dueInPast'));
    },
  };

  const submit = (values: ConvertFormValues) => {
    if (!complaint) return;
    convert.mutate(
      { id: complaint.id, body: toConvertRequest(values, zone) },
      {
        onSuccess: () => {
          toast.success(t('convert.done'));
          onClose();
        },
        onError: (error) => {
          const failed = FIELDS.flatMap((name) => {
            const message = fieldErrorFor(error, name);
            return message ? [{ name, errors: [message] }] : [];
          });
          form.setFields(failed);
          // SPEC.md §8: the catalogue's text, then why (the server's message, e.g. an expired subscription).
          const reason = isApiError(error) ? error.serverMessage : null;
          toast.error(reason ? t('convert.failedWithReason', { reason }) : t('convert.failed'));
          // Someone else converted it meanwhile: the card (refreshed by the call) now shows their task.
          if (isApiError(error) && error.code === 'complaint_converted') onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('convert.title')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('convert.submit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: convert.isPending }}
      cancelButtonProps={{ disabled: convert.isPending }}
      onOk={() => form.submit()}
      width={560}
    >
      {complaint && (
        <Form<ConvertFormValues>
          name="convert-complaint"
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          initialValues={convertFormValues(complaint, t, location?.team?.id ?? null)}
        >
          <Typography.Paragraph type="secondary">
            {t('convert.about', { place: `${complaint.location.title} · ${complaint.room.name}` })}
          </Typography.Paragraph>
          <Form.Item
            name="title"
            label={t('convert.taskTitle')}
            rules={[requiredRule(), titleRule]}
            validateFirst
          >
            <Input maxLength={TITLE_MAX} showCount />
          </Form.Item>
          <Form.Item name="teamId" label={t('convert.team')}>
            <Select
              allowClear
              loading={teams.isPending}
              placeholder={t('convert.noTeam')}
              showSearch={{ optionFilterProp: 'label' }}
              options={(teams.data?.items ?? []).map((team) => ({ value: team.id, label: team.name }))}
            />
          </Form.Item>
          {canSeeEmployees && (
            <Form.Item name="assigneeIds" label={t('convert.assignees')} extra={t('convert.assigneesHint')}>
              <Select
                mode="multiple"
                allowClear
                loading={employees.isPending}
                placeholder={t('convert.assigneesPlaceholder')}
                showSearch={{ optionFilterProp: 'label' }}
                options={[...people.values()].map((person) => ({
                  value: person.id,
                  label: personName(person),
                  person,
                }))}
                optionRender={(option) =>
                  option.data.person ? <PersonOption person={option.data.person} /> : option.label
                }
                tagRender={personTagRender(people)}
              />
            </Form.Item>
          )}
          <Form.Item
            name="dueAt"
            label={t('convert.dueAt')}
            extra={t('convert.dueAtZone', { zone })}
            rules={[dueRule]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              // A picked day and time count at once, with no OK to press before Save.
              needConfirm={false}
              format={pickerFormat('dateTime')}
              placeholder={t('convert.dueAtNone')}
              disabledDate={(day) => day.isBefore(wallNow(zone), 'day')}
              inputReadOnly={!screens.md}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name="emergency"
            label={t('convert.emergency')}
            extra={t('convert.emergencyHint')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
