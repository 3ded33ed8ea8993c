import type { TReceivedInvite } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time/format-date';
import { Avatar } from '@/shared/ui-kit/avatar';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { EnvironmentOutlined, MailOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { Popconfirm } from '@/shared/ui-kit/popconfirm';
import { toast } from '@/shared/ui-kit/toast';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { useAcceptInvite } from '../api/accept-invite';
import { useRejectInvite } from '../api/reject-invite';

function inviterName(invite: TReceivedInvite): string {
  const full = [invite.inviter.name, invite.inviter.surname].filter(Boolean).join(' ');
  return full || invite.inviter.email || '—';
}

/** One invitation: who, as what, where and when, answered right here (DECISIONS.md §5). */
function InviteItem({ invite }: { invite: TReceivedInvite }) {
  const { t } = useTranslation('layout');
  const { token } = useToken();
  const accept = useAcceptInvite();
  const reject = useRejectInvite();
  // After a successful accept the page is reloading: the buttons stay busy until it does.
  const accepting = accept.isPending || accept.isSuccess;

  return (
    <Flex gap={12} align="flex-start">
      <Avatar icon={<MailOutlined />} style={{ flex: 'none' }} />
      <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {t('invites.from', { name: inviterName(invite) })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('invites.asRole', { role: t(`common:roles.${invite.role}`) })}
        </Typography.Text>
        {invite.location && (
          <Flex gap={6} align="baseline" style={{ color: token.colorTextSecondary }}>
            <EnvironmentOutlined />
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {invite.location.title}
            </Typography.Text>
          </Flex>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDate(invite.createdAt, 'dateTime')}
        </Typography.Text>
        <Flex gap={8} style={{ marginTop: 8 }}>
          <Button
            type="primary"
            size="small"
            loading={accepting}
            disabled={reject.isPending}
            onClick={() => accept.mutate(invite.id)}
          >
            {t('invites.accept')}
          </Button>
          <Popconfirm
            title={t('invites.rejectConfirm')}
            description={t('invites.rejectHint', { name: inviterName(invite) })}
            okText={t('invites.reject')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:actions.cancel')}
            onConfirm={() =>
              reject
                .mutateAsync(invite.id)
                .then(() => toast.info(t('invites.rejected')))
                // The request has shown its error toast; the list is refetched either way.
                .catch(() => undefined)
            }
          >
            <Button size="small" loading={reject.isPending} disabled={accepting}>
              {t('invites.reject')}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </Flex>
  );
}

export function InviteList({ invites }: { invites: TReceivedInvite[] }) {
  const { t } = useTranslation('layout');
  const { token } = useToken();
  if (invites.length === 0) {
    return <ListState state="empty" description={t('invites.empty')} />;
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {invites.map((invite, index) => (
        <li
          key={invite.id}
          style={{ padding: '12px 0', borderTop: index ? `1px solid ${token.colorSplit}` : undefined }}
        >
          <InviteItem invite={invite} />
        </li>
      ))}
    </ul>
  );
}
