import type { TEmployee } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { Button } from '@/shared/ui-kit/button';
import { useConfirm } from '@/shared/ui-kit/confirm';
import { Flex } from '@/shared/ui-kit/flex';
import { DeleteOutlined, EditOutlined, TeamOutlined } from '@/shared/ui-kit/icons';
import { Popconfirm } from '@/shared/ui-kit/popconfirm';
import { toast } from '@/shared/ui-kit/toast';
import { useDeclineEmployee } from '../api/decline-employee';
import { useRemoveEmployee } from '../api/remove-employee';
import { displayName } from '../model/person';

export interface EmployeeActionHandlers {
  onApprove: (employee: TEmployee) => void;
  onChangeRole: (employee: TEmployee) => void;
}

/** Which actions a row offers: by right, and approving or declining only for someone awaiting a team. */
export function useEmployeeActionRights() {
  const approve = useCan('accept_invite');
  const decline = useCan('reject_invite');
  const update = useCan('update_employee');
  const remove = useCan('delete_employee');
  return { approve, decline, update, remove, any: approve || decline || update || remove };
}

/**
 * The buttons of one employee. For someone awaiting a team, "Decline" is the way out (it removes
 * them just the same), so "Remove" is offered only once they work in a team.
 */
export function EmployeeActions({
  employee,
  onApprove,
  onChangeRole,
}: { employee: TEmployee } & EmployeeActionHandlers) {
  const { t } = useTranslation('employees');
  const [askToConfirm, confirmHolder] = useConfirm();
  const can = useEmployeeActionRights();
  const decline = useDeclineEmployee();
  const remove = useRemoveEmployee();
  const name = displayName(employee);
  const awaiting = employee.status === 'awaiting_team';

  const confirmRemove = () =>
    askToConfirm({
      title: t('actions.removeTitle', { name }),
      content: t('actions.removeText'),
      okText: t('actions.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        remove
          .mutateAsync(employee.id)
          .then(() => toast.success(t('actions.removed', { name })))
          // The request has shown its error toast; the dialog just closes.
          .catch(() => undefined),
    });

  return (
    <Flex wrap gap={6}>
      {confirmHolder}
      {awaiting && can.approve && (
        <Button size="small" type="primary" icon={<TeamOutlined />} onClick={() => onApprove(employee)}>
          {t('actions.addToTeam')}
        </Button>
      )}
      {awaiting && can.decline && (
        <Popconfirm
          title={t('actions.declineConfirm', { name })}
          description={t('actions.declineHint')}
          okText={t('actions.decline')}
          okButtonProps={{ danger: true }}
          cancelText={t('common:actions.cancel')}
          onConfirm={() =>
            decline
              .mutateAsync(employee.id)
              .then(() => toast.success(t('actions.declined', { name })))
              .catch(() => undefined)
          }
        >
          <Button size="small" danger loading={decline.isPending}>
            {t('actions.decline')}
          </Button>
        </Popconfirm>
      )}
      {can.update && (
        <Button size="small" icon={<EditOutlined />} onClick={() => onChangeRole(employee)}>
          {t('actions.changeRole')}
        </Button>
      )}
      {!(awaiting && can.decline) && can.remove && (
        <Button size="small" danger icon={<DeleteOutlined />} onClick={confirmRemove}>
          {t('actions.remove')}
        </Button>
      )}
    </Flex>
  );
}
