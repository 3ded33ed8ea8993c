import type { TAdminUser } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui-kit/alert';
import { ListState } from '@/shared/ui-kit/list-state';
import { Modal } from '@/shared/ui-kit/modal';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useDeleteAdminUser, useDeletionPreview } from '../api/users';
import { toastFailure } from '../model/failure';
import { personLabel } from '../model/person';

const WORKSPACE_PARTS = [
  'locations',
  'rooms',
  'teams',
  'tasks',
  'checklists',
  'complaints',
  'staff',
] as const;

/**
 * Deleting a user per DECISIONS.md §2, after a confirm that names what goes, as the server counts it
 * now: staff are anonymised (their reports stay), an owner takes the whole workspace with them.
 */
export function DeleteUserModal({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const preview = useDeletionPreview(user.id);
  const remove = useDeleteAdminUser();
  const name = personLabel(user);

  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        toast.success(t('users.delete.done', { name }));
        onClose();
      },
      onError: (error) => toastFailure(t('users.delete.failed'), error),
    });

  const body = () => {
    if (preview.isPending) return <Skeleton rows={3} />;
    if (preview.isError)
      return (
        <ListState
          state="error"
          title={t('common.loadFailed')}
          onRetry={() => void preview.refetch()}
          retrying={preview.isFetching}
        />
      );
    const { effect, workspace } = preview.data;
    if (effect === 'anonymise') {
      return <Typography.Paragraph>{t('users.delete.anonymise')}</Typography.Paragraph>;
    }
    return (
      <>
        <Alert type="warning" title={t('users.delete.workspaceGoes')} style={{ marginBottom: 12 }} />
        {workspace && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {WORKSPACE_PARTS.map((part) => (
              <li key={part}>{t(`users.delete.parts.${part}`, { count: workspace[part] })}</li>
            ))}
          </ul>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('users.delete.staffStay')}
        </Typography.Paragraph>
      </>
    );
  };

  return (
    <Modal
      open
      title={t('users.delete.title', { name })}
      onCancel={onClose}
      okText={t('users.delete.confirm')}
      okButtonProps={{ danger: true, loading: remove.isPending, disabled: !preview.isSuccess }}
      cancelText={t('common:actions.cancel')}
      cancelButtonProps={{ disabled: remove.isPending }}
      onOk={confirm}
      destroyOnHidden
    >
      {body()}
    </Modal>
  );
}
