import { UserAddOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Popover, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReceivedInvites } from '../api/get-received-invites';
import { InviteList } from './invite-list';

/** Header bell with the pending invitations addressed to me and their count; each is answered in the list. */
export function InviteBell() {
  const { t } = useTranslation('layout');
  const invites = useReceivedInvites();
  const pending = (invites.data ?? []).filter((invite) => invite.status === 'pending');

  const content = invites.isPending ? (
    <Spin style={{ display: 'block', margin: 24 }} />
  ) : invites.isError && !invites.data ? (
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
  ) : (
    <InviteList invites={pending} />
  );

  return (
    <Popover
      trigger="click"
      // Centred under the bell, antd shifts it back inside the window: "bottomRight" only flips,
      // which on a 390 px phone left it 48 px off the left edge.
      placement="bottom"
      title={t('invites.title')}
      content={
        <div style={{ width: 'min(320px, calc(100vw - 32px))', maxHeight: 400, overflow: 'auto' }}>
          {content}
        </div>
      }
    >
      <Badge count={pending.length} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          icon={<UserAddOutlined aria-hidden />}
          aria-label={t('invites.bell', { count: pending.length })}
        />
      </Badge>
    </Popover>
  );
}
