import { useTranslation } from 'react-i18next';
import { useChecklistChoices, useEmployeeChoices } from '@/shared/api/choices';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { Select } from '@/shared/ui-kit/lazy-controls';
import { Switch } from '@/shared/ui-kit/switch';
import { Typography } from '@/shared/ui-kit/typography';
import type { LocationFormValues } from '../model/location-form';

/** A Select option's value cannot be null: "the team's head" and "the rooms' checklists" travel as this. */
const NONE = '';
const toField = (value: string | null | undefined) => ({ value: value ?? NONE });
const fromField = (value: string) => (value === NONE ? null : value);

/**
 * A rental's inspection after each cleaning (DECISIONS.md §13): on or off, who inspects (the team's
 * head unless a member is chosen) and the checklist the inspector goes through (the rooms' own
 * checklists unless one of the library is chosen).
 */
export function InspectionFields() {
  const { t } = useTranslation('locations');
  const form = Form.useFormInstance<LocationFormValues>();
  const on = Form.useWatch('inspectAfterTurnover', form) === true;
  const people = useEmployeeChoices({ enabled: on });
  const lists = useChecklistChoices(on);

  const personOptions = [
    { value: NONE, label: t('inspection.teamHead') },
    ...(people.data?.items ?? []).map((person) => ({
      value: person.id,
      label: [person.name, person.surname].filter(Boolean).join(' ') || person.email || person.phone || '—',
    })),
  ];
  const listOptions = [
    { value: NONE, label: t('inspection.roomChecklists') },
    ...(lists.data?.items ?? []).map((list) => ({ value: list.id, label: list.name })),
  ];

  return (
    <>
      <Flex justify="space-between" align="center" gap={16} style={{ marginBottom: 16 }}>
        <Flex vertical style={{ minWidth: 0 }}>
          <label htmlFor="location-inspectAfterTurnover" style={{ cursor: 'pointer' }}>
            {t('inspection.afterEach')}
          </label>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('inspection.afterEachHint')}
          </Typography.Text>
        </Flex>
        <Form.Item<LocationFormValues> name="inspectAfterTurnover" valuePropName="checked" noStyle>
          <Switch id="location-inspectAfterTurnover" />
        </Form.Item>
      </Flex>
      {on && (
        <>
          <Form.Item<LocationFormValues>
            name="inspectorId"
            label={t('inspection.inspector')}
            extra={t('inspection.inspectorHint')}
            getValueProps={toField}
            normalize={fromField}
          >
            <Select
              loading={people.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={personOptions}
            />
          </Form.Item>
          <Form.Item<LocationFormValues>
            name="inspectionChecklistId"
            label={t('inspection.checklist')}
            extra={t('inspection.checklistHint')}
            getValueProps={toField}
            normalize={fromField}
          >
            <Select
              loading={lists.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={listOptions}
            />
          </Form.Item>
        </>
      )}
    </>
  );
}
