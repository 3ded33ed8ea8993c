import type { TAdminUser } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useAuthStore } from '@/shared/stores/auth-store';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { PlusOutlined } from '@/shared/ui-kit/icons';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Tag } from '@/shared/ui-kit/tag';
import { useAdminUsers } from '../api/users';
import { listPagination, listSortChange } from '../components/list-pagination';
import { PersonCell } from '../components/person-cell';
import { SubscriptionTag } from '../components/subscription-tag';
import { UserTypeText } from '../components/user-type-text';
import { UsersToolbar } from '../components/users-toolbar';
import { type UserListParams, useUserListParams } from '../hooks/use-user-list-params';
import { personLabel } from '../model/person';

// Its dialogs open on a click: their code loads once the page has painted.
const AttachUserModal = lazyDialog(() =>
  import('../components/attach-user-modal').then((m) => m.AttachUserModal),
);
const DeleteUserModal = lazyDialog(() =>
  import('../components/delete-user-modal').then((m) => m.DeleteUserModal),
);
const UserFormModal = lazyDialog(() => import('../components/user-form-modal').then((m) => m.UserFormModal));

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; user: TAdminUser }
  | { kind: 'delete'; user: TAdminUser }
  | { kind: 'attach'; user: TAdminUser };

/** /users-management (SPEC.md §2, DECISIONS.md §11): every user of the platform, and what the super admin may do to them. */
export function UsersManagementPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('users.title'));
  const { params, query, update, filtered } = useUserListParams();
  const users = useAdminUsers(query);
  const navigate = useNavigate();
  const me = useAuthStore((s) => s.user?.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const can = {
    create: useCan('create_users'),
    update: useCan('update_users'),
    remove: useCan('delete_users'),
    attach: useCan('attach_to_owner_users'),
  };
  const data = users.data;

  const sortOrder = (key: string) =>
    params.sortBy === key ? (params.sortDir === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  const columns: ResponsiveColumn<TAdminUser>[] = [
    {
      key: 'name',
      title: t('users.columns.person'),
      card: 'title',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_, user) => <PersonCell person={user} />,
    },
    {
      key: 'type',
      title: t('users.columns.type'),
      render: (_, user) => <UserTypeText user={user} />,
    },
    {
      key: 'workspace',
      title: t('users.columns.workspace'),
      render: (_, user) =>
        user.workspace ? (
          <Link to={`/users-management/workspaces/${user.workspace.id}`}>
            {user.type === 'owner' ? t('users.ownWorkspace') : personLabel(user.workspace.owner)}
          </Link>
        ) : (
          '—'
        ),
    },
    {
      key: 'subscription',
      title: t('users.columns.subscription'),
      card: 'aside',
      render: (_, user) =>
        user.workspace ? <SubscriptionTag subscription={user.workspace.subscription} /> : null,
    },
    {
      key: 'lastSignInAt',
      title: t('users.columns.lastSignIn'),
      sorter: true,
      sortOrder: sortOrder('lastSignInAt'),
      render: (_, user) => (user.lastSignInAt ? formatDate(user.lastSignInAt, 'dayTime') : t('users.never')),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      card: 'actions',
      render: (_, user) => (
        <Flex wrap gap={4}>
          {user.id === me && <Tag>{t('users.you')}</Tag>}
          {can.update && (
            <Button size="small" onClick={() => setDialog({ kind: 'edit', user })}>
              {t('users.edit')}
            </Button>
          )}
          {can.attach && user.type === 'staff' && !user.workspace && (
            <Button size="small" onClick={() => setDialog({ kind: 'attach', user })}>
              {t('users.attach.button')}
            </Button>
          )}
          {can.remove && user.id !== me && user.type !== 'super' && (
            <Button size="small" danger onClick={() => setDialog({ kind: 'delete', user })}>
              {t('users.delete.button')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  const body = () => {
    if (users.isPending) return <ListState state="loading" rows={8} />;
    if (users.isError && !data)
      return (
        <ListState
          state="error"
          title={t('common.loadFailed')}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      );
    if (!data || data.total === 0)
      return <ListState state="empty" description={filtered ? t('users.noMatches') : t('users.empty')} />;
    return (
      <ResponsiveTable<TAdminUser>
        label={t('users.title')}
        columns={columns}
        items={data.items}
        rowKey={(user) => user.id}
        loading={users.isFetching}
        pagination={listPagination(params, data.total, update)}
        onChange={listSortChange<TAdminUser, UserListParams['sortBy']>(
          { name: 'name', lastSignInAt: 'lastSignInAt' },
          { sortBy: 'createdAt', sortDir: 'desc' },
          update,
        )}
      />
    );
  };

  return (
    <>
      <PageHeader
        title={t('users.title')}
        subtitle={data ? t('users.total', { count: data.total }) : undefined}
        actions={
          <>
            <Button onClick={() => navigate('/users-management/renewals')}>{t('renewals.title')}</Button>
            {can.create && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'create' })}>
                {t('users.create')}
              </Button>
            )}
          </>
        }
      />
      <UsersToolbar params={params} update={update} filtered={filtered} />
      {params.workspaceId && (
        <Tag closable onClose={() => update({ workspaceId: undefined })} style={{ marginBottom: 12 }}>
          {t('users.inOneWorkspace')}
        </Tag>
      )}
      {body()}
      {dialog?.kind === 'create' && <UserFormModal user={null} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <UserFormModal user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteUserModal user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'attach' && <AttachUserModal user={dialog.user} onClose={() => setDialog(null)} />}
    </>
  );
}
