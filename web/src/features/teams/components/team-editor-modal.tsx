import {
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  type TEmployee,
  type TPersonRef,
  type TTeam,
  ZCreateTeamRequest,
} from '@cleanops/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeChoices, useLocationChoices } from '@/shared/api/choices';
import { showFieldErrors } from '@/shared/forms/server-field-errors';
import { useEditForm } from '@/shared/forms/use-edit-form';
import { zodRule } from '@/shared/forms/zod-rule';
import { useCan } from '@/shared/hooks/use-can';
import { i18n } from '@/shared/i18n/i18n';
import {
  type PersonLike,
  PersonOption,
  personName,
  personTagRender,
  unavailabilityText,
} from '@/shared/people/person-option';
import { Alert } from '@/shared/ui-kit/alert';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { Select } from '@/shared/ui-kit/lazy-controls';
import { Modal } from '@/shared/ui-kit/modal';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useCreateTeam } from '../api/create-team';
import { teamQueryOptions } from '../api/get-team';
import { useUpdateTeam } from '../api/update-team';
import {
  emptyTeamValues,
  headAmong,
  TEAM_FIELDS,
  type TeamFormValues,
  toCreateTeamRequest,
  toTeamFormValues,
  toUpdateTeamRequest,
} from '../model/team-form';

/*
 * zodRule reads an empty input as "missing", which the schema answers with a type error; the
 * explicit required rule (checked first) gives the plain "fill in this field" instead.
 */
const requiredRule = () => ({ required: true, whitespace: true, message: i18n.t('validation:required') });
const nameRule = zodRule(ZCreateTeamRequest.shape.name);

/** A person the pickers can show: an employee of the list, or a member the list did not bring. */
type Choice = PersonLike & { id: string; awaiting: boolean };

interface TeamEditorModalProps {
  open: boolean;
  /** The team to edit; absent to create one. */
  team?: TTeam | null;
  onClose: () => void;
}

/**
 * Create and edit share one form: name, description, members, their head, and the locations served.
 * Editing starts from the team as stored now (a location attached in another tab stays attached);
 * the teams page mounts a new editor for each opening.
 */
export function TeamEditorModal({ open, team: listed, onClose }: TeamEditorModalProps) {
  const { t } = useTranslation('teams');
  const edit = useEditForm({
    source: listed ? teamQueryOptions(listed.id) : null,
    toValues: toTeamFormValues,
    empty: emptyTeamValues,
  });
  const { form } = edit;
  const team = edit.base ?? listed;
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const employees = useEmployeeChoices({ enabled: open, activeOnly: false });
  const locations = useLocationChoices(open);
  // DECISIONS.md §5: adding someone who awaits a team approves them, which needs accept_invite.
  const canApprove = useCan('accept_invite');
  const memberIds = Form.useWatch('memberIds', form) ?? [];
  const locationIds = Form.useWatch('locationIds', form) ?? [];
  const editing = Boolean(team);
  const saving = create.isPending || update.isPending;

  const people = useMemo(() => {
    const byId = new Map<string, Choice>();
    // Current members first, so a member beyond the employee list's first page still has a label.
    for (const member of team?.members ?? []) byId.set(member.id, fromMember(member));
    for (const employee of employees.data?.items ?? []) byId.set(employee.id, fromEmployee(employee));
    return byId;
  }, [team, employees.data]);

  const memberOptions = [...people.values()].map((person) => ({
    value: person.id,
    label: personName(person),
    person,
    disabled: person.awaiting && !canApprove,
  }));

  const headOptions = memberIds.flatMap((id) => {
    const person = people.get(id);
    return person ? [{ value: id, label: personName(person), person }] : [];
  });

  const locationOptions = (locations.data?.items ?? []).map((location) => ({
    value: location.id,
    label: location.title,
    // "Now: <team>" only for a team other than this one: attaching moves it (one team per location).
    otherTeam: location.team && location.team.id !== team?.id ? location.team.name : null,
  }));
  const moving = locationOptions.filter((option) => option.otherTeam && locationIds.includes(option.value));

  const awaitingNote = (person: Choice) =>
    person.awaiting ? (canApprove ? t('editor.awaitingApproves') : t('editor.awaitingNeedsApproval')) : null;

  const showServerErrors = (error: unknown) => {
    // The call was quiet about field errors: one that belongs to no field here still reaches the user.
    showFieldErrors(form, error, TEAM_FIELDS, { elseToast: true });
  };

  const submit = () => {
    const values = edit.edited();
    if (!team) {
      create.mutate(toCreateTeamRequest(values), {
        onSuccess: (saved) => {
          toast.success(t('editor.created', { name: saved.name }));
          onClose();
        },
        onError: showServerErrors,
      });
      return;
    }
    const body = toUpdateTeamRequest(team, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: team.id, body },
      {
        onSuccess: (saved) => {
          toast.success(t('editor.updated', { name: saved.name }));
          onClose();
        },
        onError: showServerErrors,
      },
    );
  };

  return (
    <Modal
      open={open}
      title={editing ? t('editor.editTitle') : t('editor.createTitle')}
      onCancel={onClose}
      // A fresh form each time it opens, filled from `team` by initialValues.
      destroyOnHidden
      okText={t('editor.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: saving, disabled: !edit.ready }}
      cancelButtonProps={{ disabled: saving }}
      onOk={() => form.submit()}
      width={640}
    >
      {!edit.ready && <Skeleton rows={6} />}
      {edit.ready && (
        <Form<TeamFormValues>
          // The name prefixes the field ids, so labels stay unique beside other forms on the page.
          name="team-editor"
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          initialValues={edit.initialValues}
          onValuesChange={(changed: Partial<TeamFormValues>, all: TeamFormValues) => {
            // The head is one of the members (DECISIONS.md §4): removing them clears the head.
            if (changed.memberIds && all.headId && !headAmong(all.headId, changed.memberIds)) {
              form.setFieldValue('headId', null);
            }
          }}
        >
          <Form.Item name="name" label={t('editor.name')} rules={[requiredRule(), nameRule]} validateFirst>
            <Input placeholder={t('editor.namePlaceholder')} maxLength={TEAM_NAME_MAX} autoFocus={!editing} />
          </Form.Item>
          <Form.Item name="description" label={t('editor.description')}>
            <Input.TextArea
              placeholder={t('editor.descriptionPlaceholder')}
              maxLength={TEAM_DESCRIPTION_MAX}
              autoSize={{ minRows: 2, maxRows: 5 }}
            />
          </Form.Item>
          <Form.Item name="memberIds" label={t('editor.members')} extra={t('editor.membersHint')}>
            <Select
              mode="multiple"
              allowClear
              loading={employees.isPending}
              placeholder={t('editor.membersPlaceholder')}
              notFoundContent={employees.isPending ? undefined : t('editor.noEmployees')}
              showSearch={{ optionFilterProp: 'label' }}
              options={memberOptions}
              optionRender={(option) =>
                option.data.person ? (
                  <PersonOption person={option.data.person} note={awaitingNote(option.data.person)} />
                ) : (
                  option.label
                )
              }
              tagRender={personTagRender(people)}
            />
          </Form.Item>
          <Form.Item name="headId" label={t('editor.head')} extra={t('editor.headHint')}>
            <Select
              allowClear
              placeholder={memberIds.length ? t('editor.noHead') : t('editor.headNeedsMembers')}
              disabled={memberIds.length === 0}
              showSearch={{ optionFilterProp: 'label' }}
              options={headOptions}
              optionRender={(option) =>
                option.data.person ? <PersonOption person={option.data.person} /> : option.label
              }
              labelRender={({ value, label }) => {
                const person = people.get(String(value));
                const away = person ? unavailabilityText(person) : null;
                return away ? `${label} · ${away}` : label;
              }}
            />
          </Form.Item>
          <Form.Item name="locationIds" label={t('editor.locations')} extra={t('editor.locationsHint')}>
            <Select
              mode="multiple"
              allowClear
              loading={locations.isPending}
              placeholder={t('editor.locationsPlaceholder')}
              notFoundContent={locations.isPending ? undefined : t('editor.noLocations')}
              showSearch={{ optionFilterProp: 'label' }}
              options={locationOptions}
              optionRender={(option) => (
                <Flex wrap gap={6} align="baseline">
                  <span>{option.label}</span>
                  {option.data.otherTeam && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('editor.nowTeam', { team: option.data.otherTeam })}
                    </Typography.Text>
                  )}
                </Flex>
              )}
            />
          </Form.Item>
          {moving.length > 0 && (
            <Alert
              type="info"
              title={t('editor.movingTitle', { count: moving.length })}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {moving.map((option) => (
                    <li key={option.value}>
                      {t('editor.movingItem', { location: option.label, team: option.otherTeam })}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
        </Form>
      )}
    </Modal>
  );
}

function fromEmployee(employee: TEmployee): Choice {
  return {
    id: employee.id,
    name: employee.name,
    surname: employee.surname,
    role: employee.role,
    available: employee.available,
    unavailableDate: employee.unavailableDate,
    awaiting: employee.status === 'awaiting_team',
  };
}

function fromMember(member: TPersonRef): Choice {
  return { ...member, awaiting: false };
}
