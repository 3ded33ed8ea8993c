import type { TSentInvite } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { BreakableAddress } from '@/shared/people/breakable-address';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { MailOutlined, PhoneOutlined, PlusOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { Popconfirm } from '@/shared/ui-kit/popconfirm';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { toast } from '@/shared/ui-kit/toast';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { useCancelInvite } from '../api/cancel-invite';
import { useSentInvites } from '../api/get-sent-invites';
import { fullName } from '../model/person';

function ContactText({ invite }: { invite: TSentInvite }) {
  const { token } = useToken();
  const Icon = invite.channel === 'email' ? MailOutlined : PhoneOutlined;
  return (
    <Flex gap={8} align="baseline" style={{ minWidth: 0 }}>
      <Icon style={{ color: token.colorTextTertiary }} />
      <Typography.Text strong style={{ overflowWrap: 'break-word' }}>
        <BreakableAddress text={invite.contact} />
      </Typography.Text>
    </Flex>
  );
}

function CancelInviteButton({ invite }: { invite: TSentInvite }) {
  const { t } = useTranslation('employees');
  const cancel = useCancelInvite();
  return (
    <Popconfirm
      title={t('invitations.cancelConfirm', { contact: invite.contact })}
      okText={t('invitations.cancel')}
      okButtonProps={{ danger: true }}
      cancelText={t('invitations.keep')}
      onConfirm={() =>
        cancel
          .mutateAsync(invite.id)
          .then(() => toast.success(t('invitations.cancelled', { contact: invite.contact })))
          // The request has shown its error toast; the list is refetched either way.
          .catch(() => undefined)
      }
    >
      <Button size="small" danger loading={cancel.isPending}>
        {t('invitations.cancel')}
      </Button>
    </Popconfirm>
  );
}

/** Pending invitations this workspace sent (GET /invite/pending), each cancellable by the inviter. */
export function InvitationsSection({ onInvite }: { onInvite: () => void }) {
  const { t } = useTranslation('employees');
  const screens = useBreakpoint();
  const canCancel = useCan('delete_invite');
  const invites = useSentInvites(true);
  const items = invites.data ?? [];
  const locationText = (invite: TSentInvite) => invite.location?.title ?? t('invitations.noLocation');
  const inviterText = (invite: TSentInvite) => fullName(invite.inviter) ?? '—';

  const columns: ResponsiveColumn<TSentInvite>[] = [
    {
      key: 'contact',
      title: t('invitations.columns.contact'),
      card: 'title',
      render: (_, invite) => <ContactText invite={invite} />,
    },
    {
      key: 'role',
      title: t('invitations.columns.role'),
      render: (_, invite) => t(`common:roles.${invite.role}`),
    },
    {
      key: 'location',
      title: t('invitations.columns.location'),
      render: (_, invite) => (
        <Typography.Text type={invite.location ? undefined : 'secondary'}>
          {locationText(invite)}
        </Typography.Text>
      ),
    },
    {
      key: 'invitedBy',
      title: t('invitations.columns.invitedBy'),
      render: (_, invite) => inviterText(invite),
    },
    {
      key: 'sent',
      title: t('invitations.columns.sent'),
      render: (_, invite) => formatDate(invite.createdAt, 'dayTime'),
    },
  ];
  if (canCancel) {
    columns.push({
      key: 'actions',
      title: t('invitations.columns.actions'),
      card: 'actions',
      render: (_, invite) => <CancelInviteButton invite={invite} />,
    });
  }

  const body = () => {
    if (invites.isPending) return <ListState state="loading" rows={4} />;
    if (invites.isError && !invites.data) {
      return (
        <ListState
          state="error"
          title={t('invitations.loadFailed')}
          onRetry={() => void invites.refetch()}
          retrying={invites.isFetching}
        />
      );
    }
    if (items.length === 0) {
      return (
        <ListState
          state="empty"
          description={
            <>
              <strong>{t('invitations.empty')}</strong>
              <br />
              {t('invitations.emptyHint')}
            </>
          }
        >
          <Button type="primary" icon={<PlusOutlined />} onClick={onInvite}>
            {t('inviteButton')}
          </Button>
        </ListState>
      );
    }
    return (
      <ResponsiveTable<TSentInvite>
        rowKey={(invite) => invite.id}
        label={t('tabs.invitations')}
        columns={columns}
        items={items}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
    );
  };

  return screens.md ? <Card>{body()}</Card> : body();
}
