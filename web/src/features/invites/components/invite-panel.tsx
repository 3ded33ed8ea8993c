import { useTranslation } from 'react-i18next';
import { ListState } from '@/shared/ui-kit/list-state';
import { useReceivedInvites } from '../api/get-received-invites';
import { InviteList } from './invite-list';

/** The bell's popover content: loading, a failure with a retry, or the pending invitations. */
export function InvitePanel() {
  const { t } = useTranslation('layout');
  const invites = useReceivedInvites();
  const pending = (invites.data ?? []).filter((invite) => invite.status === 'pending');
  if (invites.isPending) return <ListState state="loading" rows={3} />;
  if (invites.isError && !invites.data) {
    return (
      <ListState
        state="error"
        title={t('invites.loadFailed')}
        onRetry={() => void invites.refetch()}
        retrying={invites.isFetching}
      />
    );
  }
  return <InviteList invites={pending} />;
}
