import { STAFF_ROLES, type TStaffRole } from '@cleanops/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { useLocationChoices } from '@/shared/api/choices';
import { REGION_PHONE_COUNTRY } from '@/shared/config/regions';
import { useCan } from '@/shared/hooks/use-can';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { DeleteOutlined, PlusOutlined } from '@/shared/ui-kit/icons';
import { Input, type InputRef } from '@/shared/ui-kit/input';
import { Select } from '@/shared/ui-kit/lazy-controls';
import { Modal } from '@/shared/ui-kit/modal';
import { PhoneField } from '@/shared/ui-kit/phone-field';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useSendInvites } from '../api/send-invites';
import {
  type ContactKind,
  type ContactProblemKey,
  type ContactRow,
  checkInviteContacts,
  rowOfServerPath,
} from '../model/invite-contacts';

interface InviteValues {
  contacts: ContactRow[];
  role: TStaffRole;
  locationId?: string;
}

const INITIAL_VALUES: InviteValues = { contacts: [{ kind: 'email' }], role: 'cleaner' };

const PROBLEM_MESSAGE: Record<ContactProblemKey, string> = {
  invalidEmail: 'validation:invalidEmail',
  invalidPhone: 'validation:invalidPhone',
  self: 'employees:invite.errors.self',
  duplicate: 'employees:invite.errors.duplicate',
};

/** The phone input shows the Form.Item's error state like antd's own inputs do. */
function ContactPhone(props: {
  id: string;
  defaultCountry: 'kz' | 'ru';
  value?: string;
  onChange?: (v: string) => void;
}) {
  const { t } = useTranslation('common');
  const { status } = Form.Item.useStatus();
  return <PhoneField {...props} aria-label={t('phone.label')} aria-invalid={status === 'error'} />;
}

/**
 * "Invite employees" (DECISIONS.md §5): several e-mails or phones at once, a role and an optional
 * location. The browser refuses what it can see (yourself, twice in the list, nothing to send); the
 * server's refusals come back under the same rows. On an error everything typed stays.
 */
export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('employees');
  const [form] = Form.useForm<InviteValues>();
  const user = useAuthStore((s) => s.user);
  const region = useAuthStore((s) => s.region);
  // Only the owner may make someone an administrator (DECISIONS.md §4: role changes are the owner's).
  const isOwner = useCan('update_employee');
  const locations = useLocationChoices(open);
  const send = useSendInvites();
  const [listError, setListError] = useState<string | null>(null);
  const firstInput = useRef<InputRef>(null);
  const rows = Form.useWatch('contacts', form) as ContactRow[] | undefined;

  const rowField = (row: number, field: ContactKind): ['contacts', number, ContactKind] => [
    'contacts',
    row,
    field,
  ];

  const showServerErrors = (error: unknown, rowOf: number[], sentRows: ContactRow[]) => {
    if (!isApiError(error) || error.fields.length === 0) return; // the client has shown a toast
    const fields: { name: ['contacts', number, ContactKind] | 'role' | 'locationId'; errors: string[] }[] =
      [];
    const elsewhere: string[] = [];
    for (const { path, message } of error.fields) {
      const target = rowOfServerPath(path, rowOf);
      if (target === 'list') setListError(message);
      else if (target)
        fields.push({ name: rowField(target.row, sentRows[target.row]?.kind ?? 'email'), errors: [message] });
      else if (path.endsWith('locationId')) fields.push({ name: 'locationId', errors: [message] });
      else if (path.endsWith('role')) fields.push({ name: 'role', errors: [message] });
      else elsewhere.push(message);
    }
    form.setFields(fields);
    if (elsewhere[0]) toast.error(elsewhere[0]);
  };

  const submit = (values: InviteValues) => {
    const formRows = values.contacts ?? [];
    setListError(null);
    form.setFields(
      formRows.flatMap((_, row) => [
        { name: rowField(row, 'email'), errors: [] },
        { name: rowField(row, 'phone'), errors: [] },
      ]),
    );
    const checked = checkInviteContacts(formRows, { email: user?.email ?? null, phone: user?.phone ?? null });
    if (checked.problems.length > 0) {
      form.setFields(
        checked.problems.map(({ row, field, key }) => ({
          name: rowField(row, field),
          errors: [t(PROBLEM_MESSAGE[key])],
        })),
      );
      return;
    }
    if (checked.contacts.length === 0) {
      setListError(t('invite.errors.noContacts'));
      return;
    }
    send.mutate(
      { contacts: checked.contacts, role: values.role, locationId: values.locationId ?? null },
      {
        onSuccess: (sent) => {
          toast.success(t('invite.sent', { count: sent.length }));
          onClose();
        },
        onError: (error) => showServerErrors(error, checked.rowOf, formRows),
      },
    );
  };

  const roles = STAFF_ROLES.filter((role) => role !== 'admin' || isOwner);

  return (
    <Modal
      open={open}
      title={t('invite.title')}
      okText={t('invite.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={send.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => {
        if (visible) firstInput.current?.focus();
        else {
          form.resetFields();
          setListError(null);
        }
      }}
      width={520}
    >
      <Typography.Paragraph type="secondary">{t('invite.hint')}</Typography.Paragraph>
      <Form
        form={form}
        name="invite-employees"
        layout="vertical"
        requiredMark={false}
        initialValues={INITIAL_VALUES}
        onFinish={submit}
        onValuesChange={(changed: Partial<InviteValues>) => changed.contacts && setListError(null)}
      >
        <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
          {t('invite.contacts')}
        </Typography.Text>
        <Form.List name="contacts">
          {(fields, { add, remove }) => (
            <Flex vertical style={{ marginBottom: 20 }}>
              {fields.map((field, index) => {
                const kind = rows?.[field.name]?.kind ?? 'email';
                const id = `invite-contact-${field.key}`;
                return (
                  <Flex key={field.key} gap={8} align="flex-start">
                    <Form.Item name={[field.name, 'kind']} noStyle>
                      <Select<ContactKind>
                        aria-label={t('invite.contactType')}
                        options={[
                          { value: 'email', label: t('invite.email') },
                          { value: 'phone', label: t('invite.phone') },
                        ]}
                        size="large"
                        style={{ width: 108, flex: 'none' }}
                      />
                    </Form.Item>
                    {kind === 'email' ? (
                      <Form.Item
                        name={[field.name, 'email']}
                        style={{ flex: 1, minWidth: 0, marginBottom: 12 }}
                      >
                        <Input
                          ref={index === 0 ? firstInput : undefined}
                          id={id}
                          aria-label={t('invite.email')}
                          type="email"
                          inputMode="email"
                          autoComplete="off"
                          placeholder={t('invite.emailPlaceholder')}
                          size="large"
                        />
                      </Form.Item>
                    ) : (
                      <Form.Item
                        name={[field.name, 'phone']}
                        style={{ flex: 1, minWidth: 0, marginBottom: 12 }}
                      >
                        <ContactPhone id={id} defaultCountry={REGION_PHONE_COUNTRY[region]} />
                      </Form.Item>
                    )}
                    {fields.length > 1 && (
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('invite.removeContact')}
                        title={t('invite.removeContact')}
                        onClick={() => remove(field.name)}
                        size="large"
                        style={{ flex: 'none' }}
                      />
                    )}
                  </Flex>
                );
              })}
              {listError && (
                <Typography.Text type="danger" role="alert" style={{ marginBottom: 8 }}>
                  {listError}
                </Typography.Text>
              )}
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ kind: 'email' })}>
                {t('invite.addContact')}
              </Button>
            </Flex>
          )}
        </Form.List>
        <Form.Item name="role" label={t('invite.role')}>
          <Select
            options={roles.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))}
            optionRender={(option) => (
              <Flex vertical>
                <span>{option.label}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
                  {t(`roleHints.${option.value as TStaffRole}`)}
                </Typography.Text>
              </Flex>
            )}
          />
        </Form.Item>
        <Form.Item name="locationId" label={t('invite.location')} style={{ marginBottom: 0 }}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={locations.isFetching}
            placeholder={t('invite.locationPlaceholder')}
            options={(locations.data?.items ?? []).map((location) => ({
              value: location.id,
              label: location.title,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
