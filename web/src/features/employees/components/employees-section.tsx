import type { TEmployee } from '@cleanops/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { PAGE_SIZES } from '@/shared/hooks/use-list-params';
import { BreakableAddress } from '@/shared/people/breakable-address';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { PlusOutlined } from '@/shared/ui-kit/icons';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';
import { ListState } from '@/shared/ui-kit/list-state';
import { Typography } from '@/shared/ui-kit/typography';
import { useEmployees } from '../api/get-employees';
import { useSentInvites } from '../api/get-sent-invites';
import { useEmployeeListParams } from '../hooks/use-employee-list-params';
import { EmployeesTable } from './employees-table';
import { EmployeesToolbar } from './employees-toolbar';

// Its dialogs open on a click: their code loads once the page has painted.
const ApproveModal = lazyDialog(() => import('./approve-modal').then((m) => m.ApproveModal));
const ChangeRoleModal = lazyDialog(() => import('./change-role-modal').then((m) => m.ChangeRoleModal));

/** The people of the workspace: filtered, paged by the server; a table on a desk, cards on a phone. */
export function EmployeesSection({ onInvite }: { onInvite: () => void }) {
  const { t } = useTranslation('employees');
  const screens = useBreakpoint();
  const canInvite = useCan('create_invite');
  const { params, query, update, filtered } = useEmployeeListParams();
  const employees = useEmployees(query);
  const data = employees.data;
  // Nobody has joined yet, but invitations are out: say so rather than "no employees, invite them".
  const sent = useSentInvites(canInvite && data?.total === 0);
  const waiting = (sent.data ?? []).filter((invite) => invite.status === 'pending');
  const [approving, setApproving] = useState<TEmployee | null>(null);
  const [editingRole, setEditingRole] = useState<TEmployee | null>(null);

  // A page past the end (people removed meanwhile, an old link) moves to the last page that has rows.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / params.pageSize)) : 1;
  useEffect(() => {
    if (data && data.items.length === 0 && params.page > lastPage) update({ page: lastPage });
  }, [data, params.page, lastPage, update]);

  const pagination = {
    current: params.page,
    pageSize: params.pageSize,
    total: data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.map(String),
    hideOnSinglePage: (data?.total ?? 0) <= PAGE_SIZES[0],
    onChange: (page: number, pageSize: number) =>
      pageSize === params.pageSize ? update({ page }) : update({ pageSize }),
  };
  const handlers = { onApprove: setApproving, onChangeRole: setEditingRole };

  const body = () => {
    if (employees.isPending) return <ListState state="loading" avatar rows={6} />;
    if (employees.isError && !data) {
      return (
        <ListState
          state="error"
          title={t('list.loadFailed')}
          onRetry={() => void employees.refetch()}
          retrying={employees.isFetching}
        />
      );
    }
    if (!data || data.total === 0) {
      if (filtered) {
        return (
          <ListState state="empty" description={t('list.noMatches')}>
            <Button
              onClick={() =>
                update({ search: undefined, status: undefined, role: undefined, presence: undefined })
              }
            >
              {t('list.clearFilters')}
            </Button>
          </ListState>
        );
      }
      if (waiting.length > 0) {
        return (
          <ListState
            state="empty"
            description={
              <Flex vertical gap={8} align="center">
                <strong>{t('list.waitingTitle')}</strong>
                <span>{t('list.waitingHint', { count: waiting.length })}</span>
                <ul style={{ margin: 0, paddingInlineStart: 18, textAlign: 'start' }}>
                  {waiting.slice(0, 5).map((invite) => (
                    <li key={invite.id} style={{ overflowWrap: 'break-word' }}>
                      <BreakableAddress text={invite.contact} />{' '}
                      <Typography.Text type="secondary">· {t(`common:roles.${invite.role}`)}</Typography.Text>
                    </li>
                  ))}
                </ul>
              </Flex>
            }
          >
            <Flex wrap gap={8} justify="center">
              <Button onClick={() => update({ tab: 'invitations' })}>{t('list.seeInvitations')}</Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={onInvite}>
                {t('inviteButton')}
              </Button>
            </Flex>
          </ListState>
        );
      }
      return (
        <ListState
          state="empty"
          description={
            <>
              <strong>{t('list.emptyTitle')}</strong>
              <br />
              {canInvite ? t('list.emptyHint') : t('list.emptyHintReadOnly')}
            </>
          }
        >
          {canInvite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={onInvite}>
              {t('inviteButton')}
            </Button>
          )}
        </ListState>
      );
    }
    const loading = employees.isFetching && employees.isPlaceholderData;
    return (
      <EmployeesTable
        items={data.items}
        loading={loading}
        params={params}
        update={update}
        pagination={pagination}
        {...handlers}
      />
    );
  };

  // An empty workspace gets the call to invite, not a toolbar filtering nothing.
  const showToolbar = filtered || (data?.total ?? 0) > 0;
  const content = (
    <>
      {showToolbar && <EmployeesToolbar params={params} update={update} filtered={filtered} />}
      {body()}
    </>
  );

  return (
    <>
      {/* On a phone the cards sit on the page itself: a card around cards only costs width. */}
      {screens.md ? <Card>{content}</Card> : content}
      <ApproveModal employee={approving} onClose={() => setApproving(null)} />
      <ChangeRoleModal employee={editingRole} onClose={() => setEditingRole(null)} />
    </>
  );
}
