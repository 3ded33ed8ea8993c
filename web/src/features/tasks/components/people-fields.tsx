import type { TPersonRef } from '@cleanops/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssigneeChoices, useTeamChoices } from '@/shared/api/choices';
import { type PersonLike, PersonOption, personName, personTagRender } from '@/shared/people/person-option';
import { Alert } from '@/shared/ui-kit/alert';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { Select } from '@/shared/ui-kit/lazy-controls';
import { Typography } from '@/shared/ui-kit/typography';
import type { TaskFormValues } from '../model/task-form';

type Choice = PersonLike & { id: string };

interface PeopleFieldsProps {
  /** Editing: a saved task has one team, and its people may be beyond the employee list's page. */
  editing: boolean;
  currentAssignees?: TPersonRef[];
}

/** Teams (one task per team) and employees assigned directly (DECISIONS.md §7). */
export function PeopleFields({ editing, currentAssignees = [] }: PeopleFieldsProps) {
  const { t } = useTranslation('tasks');
  const form = Form.useFormInstance<TaskFormValues>();
  const teams = useTeamChoices();
  const employees = useAssigneeChoices();
  const teamIds = (Form.useWatch('teamIds', form) as string[] | undefined) ?? [];
  const assigneeIds = (Form.useWatch('assigneeIds', form) as string[] | undefined) ?? [];

  const people = useMemo(() => {
    const byId = new Map<string, Choice>();
    for (const person of currentAssignees) byId.set(person.id, person);
    for (const employee of employees.data?.items ?? []) byId.set(employee.id, employee);
    return byId;
  }, [currentAssignees, employees.data]);

  const teamOptions = (teams.data?.items ?? []).map((team) => ({
    value: team.id,
    label: team.name,
    members: team.members.length,
  }));
  const personOptions = [...people.values()].map((person) => ({
    value: person.id,
    label: personName(person),
    person,
  }));

  return (
    <>
      <Form.Item
        name="teamIds"
        label={t('editor.teams')}
        extra={editing ? t('editor.teamEditHint') : t('editor.teamsHint')}
      >
        <Select
          mode="multiple"
          allowClear
          maxCount={editing ? 1 : undefined}
          loading={teams.isPending}
          placeholder={t('editor.teamsPlaceholder')}
          notFoundContent={teams.isPending ? undefined : t('editor.noTeams')}
          showSearch={{ optionFilterProp: 'label' }}
          options={teamOptions}
          optionRender={(option) => (
            <Flex wrap gap={6} align="baseline">
              <span>{option.label}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('editor.membersCount', { count: option.data.members })}
              </Typography.Text>
            </Flex>
          )}
        />
      </Form.Item>
      {!editing && teamIds.length > 1 && (
        <Alert
          type="info"
          title={t('editor.teamsSeveral', { count: teamIds.length })}
          style={{ marginTop: -8, marginBottom: 16 }}
        />
      )}
      <Form.Item name="assigneeIds" label={t('editor.assignees')} extra={t('editor.assigneesHint')}>
        <Select
          mode="multiple"
          allowClear
          loading={employees.isPending}
          placeholder={t('editor.assigneesPlaceholder')}
          notFoundContent={employees.isPending ? undefined : t('editor.noEmployees')}
          showSearch={{ optionFilterProp: 'label' }}
          options={personOptions}
          optionRender={(option) =>
            option.data.person ? <PersonOption person={option.data.person} /> : option.label
          }
          tagRender={personTagRender(people)}
        />
      </Form.Item>
      {teamIds.length === 0 && assigneeIds.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8, fontSize: 13 }}>
          {t('editor.nobodyAssigned')}
        </Typography.Paragraph>
      )}
    </>
  );
}
