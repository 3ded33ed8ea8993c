import {
  STAFF_LEVELS,
  STAFF_ROLES,
  type TEmployee,
  type TStaffLevel,
  type TStaffRole,
} from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { Select } from '@/shared/ui-kit/lazy-controls';
import { Modal } from '@/shared/ui-kit/modal';
import { Radio } from '@/shared/ui-kit/radio';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useUpdateEmployee } from '../api/update-employee';
import { useLastPresent } from '../hooks/use-last-present';
import { displayName } from '../model/person';

interface RoleValues {
  role: TStaffRole;
  level: TStaffLevel;
}

interface ChangeRoleModalProps {
  employee: TEmployee | null;
  onClose: () => void;
}

/** Role and level of one employee (owner only, DECISIONS.md §4); sends only what changed. */
export function ChangeRoleModal({ employee, onClose }: ChangeRoleModalProps) {
  const { t } = useTranslation('employees');
  const [form] = Form.useForm<RoleValues>();
  const update = useUpdateEmployee();
  const shown = useLastPresent(employee);
  const name = shown ? displayName(shown) : '';

  const submit = (values: RoleValues) => {
    if (!employee) return;
    const changes = {
      ...(values.role !== employee.role ? { role: values.role } : {}),
      ...(values.level !== employee.level ? { level: values.level } : {}),
    };
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: employee.id, ...changes },
      {
        onSuccess: () => {
          toast.success(t('roleModal.done', { name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={employee !== null}
      title={t('roleModal.title', { name })}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={440}
      // A fresh form per opening starts from that person's current role and level.
      destroyOnHidden
    >
      <Form
        form={form}
        name="change-role"
        layout="vertical"
        requiredMark={false}
        initialValues={shown ? { role: shown.role, level: shown.level } : undefined}
        onFinish={submit}
      >
        <Form.Item name="role" label={t('roleModal.role')}>
          <Select
            options={STAFF_ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))}
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
        <Form.Item name="level" label={t('roleModal.level')} extra={t('roleModal.levelHint')}>
          <Radio.Group
            optionType="button"
            options={STAFF_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
