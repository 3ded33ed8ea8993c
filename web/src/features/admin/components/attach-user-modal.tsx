import {
  STAFF_LEVELS,
  STAFF_ROLES,
  type TAdminUser,
  type TStaffLevel,
  type TStaffRole,
} from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor } from '@/shared/api/api-error';
import { Form } from '@/shared/ui-kit/form';
import { Select } from '@/shared/ui-kit/lazy-controls';
import { Modal } from '@/shared/ui-kit/modal';
import { Radio } from '@/shared/ui-kit/radio';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useAdminUsers, useAttachAdminUser } from '../api/users';
import { useAdminWorkspace } from '../api/workspaces';
import { requiredRule } from '../model/admin-rule';
import { personContacts, personLabel } from '../model/person';
import { FailureAlert } from './failure-alert';

interface AttachValues {
  workspaceId: string;
  role: TStaffRole;
  level: TStaffLevel;
  teamId?: string;
}

/**
 * attach_to_owner_users (SPEC.md §6): a staff user who works nowhere joins an owner's workspace with
 * a role, straight into a team when one is chosen, else they await one (DECISIONS.md §5).
 */
export function AttachUserModal({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<AttachValues>();
  const [search, setSearch] = useState<string | undefined>();
  const owners = useAdminUsers({ type: 'owner', search, pageSize: 20, sortBy: 'name', sortDir: 'asc' });
  const workspaceId = Form.useWatch('workspaceId', form);
  const workspace = useAdminWorkspaceIf(workspaceId);
  const attach = useAttachAdminUser();
  const [failure, setFailure] = useState<unknown>(null);
  const name = personLabel(user);

  const ownerOptions = (owners.data?.items ?? []).flatMap((owner) =>
    owner.workspace
      ? [
          {
            value: owner.workspace.id,
            label: [personLabel(owner), ...personContacts(owner)]
              .filter((v, i, all) => all.indexOf(v) === i)
              .join(' · '),
          },
        ]
      : [],
  );

  const submit = (values: AttachValues) => {
    setFailure(null);
    attach.mutate(
      {
        id: user.id,
        body: {
          workspaceId: values.workspaceId,
          role: values.role,
          level: values.level,
          teamId: values.teamId,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('users.attach.done', { name }));
          onClose();
        },
        onError: (error) => {
          setFailure(error);
          const message = fieldErrorFor(error, 'ownerId') ?? fieldErrorFor(error, 'workspaceId');
          if (message) form.setFields([{ name: 'workspaceId', errors: [message] }]);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('users.attach.title', { name })}
      onCancel={onClose}
      okText={t('users.attach.submit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: attach.isPending }}
      cancelButtonProps={{ disabled: attach.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('users.attach.hint')}</Typography.Paragraph>
      <FailureAlert title={t('users.attach.failed')} failure={failure} />
      <Form<AttachValues>
        name="admin-attach"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ role: 'cleaner', level: 'regular' }}
        onFinish={submit}
        onValuesChange={(changed: Partial<AttachValues>) => {
          if ('workspaceId' in changed) form.setFieldValue('teamId', undefined);
        }}
      >
        <Form.Item name="workspaceId" label={t('users.attach.owner')} rules={[requiredRule()]}>
          <Select
            showSearch={{ filterOption: false, onSearch: (value) => setSearch(value.trim() || undefined) }}
            loading={owners.isFetching}
            placeholder={t('users.attach.ownerPlaceholder')}
            options={ownerOptions}
            notFoundContent={owners.isFetching ? undefined : t('users.attach.noOwners')}
          />
        </Form.Item>
        <Form.Item name="role" label={t('users.attach.role')}>
          <Radio.Group
            optionType="button"
            options={STAFF_ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))}
          />
        </Form.Item>
        <Form.Item name="level" label={t('users.attach.level')}>
          <Radio.Group
            optionType="button"
            options={STAFF_LEVELS.map((level) => ({ value: level, label: t(`users.levels.${level}`) }))}
          />
        </Form.Item>
        <Form.Item name="teamId" label={t('users.attach.team')} extra={t('users.attach.teamHint')}>
          <Select
            allowClear
            disabled={!workspaceId}
            loading={workspace.isFetching}
            placeholder={t('users.attach.noTeam')}
            options={(workspace.data?.teams ?? []).map((team) => ({ value: team.id, label: team.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function useAdminWorkspaceIf(id: string | undefined) {
  return useAdminWorkspace(id ?? '', Boolean(id));
}
