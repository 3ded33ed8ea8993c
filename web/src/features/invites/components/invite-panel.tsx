import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReceivedInvites } from '../api/get-received-invites';
import { InviteList } from './invite-list';

/** The bell's popover content: loading, a failure with a retry, or the pending invitations. */
export function InvitePanel() {
  const { t } = useTranslation('layout');
  const invites = useReceivedInvites();
  const pending = (invites.data ?? []).filter((invite) => invite.status === 'pending');
  if (invites.isPending) return <Spin style={{ display: 'block', margin: 24 }} />;
  if (invites.isError && !invites.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('invites.loadFailed')}
        action={
          <Button size="small" onClick={() => invites.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  return <InviteList invites={pending} />;
}
