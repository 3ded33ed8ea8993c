import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { Badge } from '@/shared/ui-kit/badge';
import { Button } from '@/shared/ui-kit/button';
import { FileExcelOutlined, PlusOutlined } from '@/shared/ui-kit/icons';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { Tabs } from '@/shared/ui-kit/tabs';
import { useToken } from '@/shared/ui-kit/tokens';
import { useSentInvites } from '../api/get-sent-invites';
import { EmployeesSection } from '../components/employees-section';
import { InvitationsSection } from '../components/invitations-section';
import { type EmployeeTab, useEmployeeListParams } from '../hooks/use-employee-list-params';

// Its dialogs open on a click: their code loads once the page has painted.
const InviteModal = lazyDialog(() => import('../components/invite-modal').then((m) => m.InviteModal));

/**
 * /employees (SPEC.md §2, DECISIONS.md §5): the people of the workspace and, for those who may
 * invite, the invitations still waiting for an answer.
 */
export function EmployeesPage() {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  usePageTitle(t('title'));
  const { token } = useToken();
  const canInvite = useCan('create_invite');
  const { params, update } = useEmployeeListParams();
  const [inviting, setInviting] = useState(false);
  // GET /invite/pending needs create_invite: without it the page is the employees list alone.
  const pending = useSentInvites(canInvite);
  const openInvite = () => setInviting(true);

  const employees = <EmployeesSection onInvite={openInvite} />;

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          canInvite && (
            <>
              <Button
                size="middle"
                icon={<FileExcelOutlined />}
                onClick={() => navigate('/employees/import')}
              >
                {t('importButton')}
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={openInvite}>
                {t('inviteButton')}
              </Button>
            </>
          )
        }
      />
      {canInvite ? (
        <Tabs
          activeKey={params.tab}
          onChange={(tab) =>
            update({ tab: tab as EmployeeTab, page: params.page > 1 ? params.page : undefined })
          }
          items={[
            { key: 'employees', label: t('tabs.employees'), children: employees },
            {
              key: 'invitations',
              label: (
                <>
                  {t('tabs.invitations')}{' '}
                  <Badge
                    count={pending.data?.length ?? 0}
                    showZero={false}
                    color={token.colorTextTertiary}
                    size="small"
                    style={{ marginInlineStart: 4 }}
                  />
                </>
              ),
              children: <InvitationsSection onInvite={openInvite} />,
            },
          ]}
        />
      ) : (
        employees
      )}
      {canInvite && <InviteModal open={inviting} onClose={() => setInviting(false)} />}
    </>
  );
}
