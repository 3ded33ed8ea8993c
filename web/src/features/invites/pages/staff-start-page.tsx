import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Flex } from '@/shared/ui-kit/flex';
import { ClockCircleOutlined, MailOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { StatusResult } from '@/shared/ui-kit/status-result';
import { useReceivedInvites } from '../api/get-received-invites';
import { ReceivedInvitesCard } from '../components/received-invites-card';

/**
 * My work for staff who have no work yet (SPEC.md §6: no role, or DECISIONS.md §5: accepted and
 * awaiting a team): an invitation to answer right here, else plainly where they stand.
 */
export function StaffStartPage() {
  const { t } = useTranslation('jobs');
  usePageTitle(t('myWork.title'));
  const user = useAuthStore((s) => s.user);
  const invites = useReceivedInvites();
  const pending = (invites.data ?? []).filter((invite) => invite.status === 'pending');
  const contact = user?.email ?? user?.phone ?? user?.whatsapp ?? '';

  let body = <ReceivedInvitesCard />;
  if (invites.isPending) body = <ListState state="loading" rows={3} />;
  else if (pending.length === 0 && user?.workspaceId) {
    body = (
      <StatusResult
        icon={<ClockCircleOutlined />}
        title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('myWork.start.waitingTitle')}</h2>}
        subTitle={t('myWork.start.waitingHint')}
      />
    );
  } else if (pending.length === 0) {
    body = (
      <StatusResult
        icon={<MailOutlined />}
        title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('myWork.start.noneTitle')}</h2>}
        subTitle={contact ? t('myWork.start.noneHint', { contact }) : t('myWork.start.noneHintNoContact')}
      />
    );
  }

  return (
    <Flex vertical gap={20} style={{ maxWidth: 720, margin: '0 auto', width: '100%' }}>
      <PageHeader title={t('myWork.title')} />
      {body}
    </Flex>
  );
}
