import {
  ADMIN_ASSIGNABLE_TYPES,
  type TAdminUser,
  type TCreateAdminUserRequest,
  type TUpdateAdminUserRequest,
  type TUserType,
  ZEmail,
  ZPersonName,
  ZPhone,
} from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '@/shared/forms/server-field-errors';
import { i18n } from '@/shared/i18n/i18n';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { Modal } from '@/shared/ui-kit/modal';
import { Radio } from '@/shared/ui-kit/radio';
import { toast } from '@/shared/ui-kit/toast';
import { useCreateAdminUser, useUpdateAdminUser } from '../api/users';
import { adminRule } from '../model/admin-rule';
import { personLabel } from '../model/person';
import { FailureAlert } from './failure-alert';

interface UserFormValues {
  email: string;
  phone: string;
  type: TUserType;
  name: string;
  surname: string;
}
const FIELDS = ['email', 'phone', 'type', 'name', 'surname'] as const;

const blank = (value: string | undefined) => !value?.trim();

/** SPEC.md §5: a user needs an e-mail or a phone; the e-mail field carries the message, as the server's. */
const contactRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_: unknown, value: string | undefined) => {
    if (blank(value) && blank(getFieldValue('phone') as string | undefined))
      throw new Error(i18n.t('validation:emailOrPhoneRequired'));
  },
});

function toValues(user: TAdminUser | null): UserFormValues {
  return {
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    type: user?.type ?? 'owner',
    name: user?.name ?? '',
    surname: user?.surname ?? '',
  };
}

const trimmedOrUndefined = (value: string) => value.trim() || undefined;

function toCreate(values: UserFormValues): TCreateAdminUserRequest {
  return {
    email: trimmedOrUndefined(values.email),
    phone: trimmedOrUndefined(values.phone),
    type: values.type === 'staff' ? 'staff' : 'owner',
    name: trimmedOrUndefined(values.name),
    surname: trimmedOrUndefined(values.surname),
  };
}

/** Only what changed; an emptied field removes the value (null). */
function toUpdate(user: TAdminUser, values: UserFormValues): TUpdateAdminUserRequest {
  const body: TUpdateAdminUserRequest = {};
  for (const key of ['email', 'phone', 'name', 'surname'] as const) {
    const next = values[key].trim() || null;
    if (next !== (user[key] ?? null)) body[key] = next;
  }
  if (values.type !== 'super' && user.type !== 'super' && values.type !== user.type) body.type = values.type;
  return body;
}

/**
 * Create (an e-mail or a phone, and a type) and edit (names, contacts, type) share one form. It stays
 * open on a refusal, with what was typed, the server's field errors under their inputs.
 */
export function UserFormModal({ user, onClose }: { user: TAdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<UserFormValues>();
  const create = useCreateAdminUser();
  const update = useUpdateAdminUser();
  const [failure, setFailure] = useState<unknown>(null);
  const editing = user !== null;
  const saving = create.isPending || update.isPending;
  // DECISIONS.md §2: a superuser is made only by the CLI, and an owner leaves only by deletion.
  const typeLocked = user?.type === 'super' || user?.type === 'owner';

  const onError = (error: unknown) => {
    setFailure(error);
    showFieldErrors(form, error, FIELDS);
  };

  const submit = (values: UserFormValues) => {
    setFailure(null);
    if (!user) {
      create.mutate(toCreate(values), {
        onSuccess: (created) => {
          toast.success(t('users.form.created', { name: personLabel(created) }));
          onClose();
        },
        onError,
      });
      return;
    }
    const body = toUpdate(user, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: (saved) => {
          toast.success(t('users.form.updated', { name: personLabel(saved) }));
          onClose();
        },
        onError,
      },
    );
  };

  return (
    <Modal
      open
      title={editing ? t('users.form.editTitle') : t('users.form.createTitle')}
      onCancel={onClose}
      okText={editing ? t('common:actions.save') : t('users.form.create')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: saving }}
      cancelButtonProps={{ disabled: saving }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <FailureAlert
        title={editing ? t('users.form.updateFailed') : t('users.form.createFailed')}
        failure={failure}
      />
      <Form<UserFormValues>
        name="admin-user"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={toValues(user)}
        onFinish={submit}
      >
        <Form.Item
          name="email"
          label={t('users.form.email')}
          dependencies={['phone']}
          rules={[contactRule, adminRule(ZEmail.optional())]}
        >
          <Input type="email" autoComplete="off" placeholder="name@company.com" autoFocus={!editing} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('users.form.phone')}
          extra={t('users.form.phoneHint')}
          rules={[adminRule(ZPhone.optional())]}
        >
          <Input type="tel" autoComplete="off" placeholder="+77011234567" />
        </Form.Item>
        <Form.Item
          name="type"
          label={t('users.form.type')}
          extra={typeLocked ? t('users.form.typeLocked') : t(`users.form.typeHint`)}
        >
          <Radio.Group
            disabled={typeLocked}
            optionType="button"
            options={[...ADMIN_ASSIGNABLE_TYPES, ...(user?.type === 'super' ? (['super'] as const) : [])].map(
              (type) => ({ value: type, label: t(`users.types.${type}`) }),
            )}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('users.form.name')}
          rules={[adminRule(ZPersonName('name').optional())]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="surname"
          label={t('users.form.surname')}
          rules={[adminRule(ZPersonName('surname').optional())]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
