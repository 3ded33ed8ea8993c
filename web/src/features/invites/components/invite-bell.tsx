import { UserAddOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/shared/plain-ui/count-badge';
import { lazyPart } from '@/shared/ui/lazy-dialog';
import { useReceivedInvites } from '../api/get-received-invites';

/** What the popover shows, loaded after the page's load: the list with its answers (issue 13). */
const InvitePanel = lazyPart(() => import('./invite-panel').then((m) => m.InvitePanel), null);

/** Header bell with the pending invitations addressed to me and their count; each is answered in the list. */
export function InviteBell() {
  const { t } = useTranslation('layout');
  const invites = useReceivedInvites();
  const pending = (invites.data ?? []).filter((invite) => invite.status === 'pending');

  return (
    <Popover
      trigger="click"
      // Centred under the bell, antd shifts it back inside the window: "bottomRight" only flips,
      // which on a 390 px phone left it 48 px off the left edge.
      placement="bottom"
      title={t('invites.title')}
      content={
        <div style={{ width: 'min(320px, calc(100vw - 32px))', maxHeight: 400, overflow: 'auto' }}>
          <InvitePanel />
        </div>
      }
    >
      <CountBadge count={pending.length}>
        <Button
          type="text"
          shape="circle"
          icon={<UserAddOutlined aria-hidden />}
          aria-label={t('invites.bell', { count: pending.length })}
        />
      </CountBadge>
    </Popover>
  );
}
