import { MailOutlined } from '@ant-design/icons';
import type { TReceivedInvite } from '@cleanops/contracts';
import { Avatar, Empty, Flex, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

function inviterName(invite: TReceivedInvite): string {
  const full = [invite.inviter.name, invite.inviter.surname].filter(Boolean).join(' ');
  return full || invite.inviter.email || '—';
}

export function InviteList({ invites }: { invites: TReceivedInvite[] }) {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  if (invites.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invites.empty')} />;
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {invites.map((invite, index) => (
        <li
          key={invite.id}
          style={{ padding: '10px 0', borderTop: index ? `1px solid ${token.colorSplit}` : undefined }}
        >
          <Flex gap={12} align="flex-start">
            <Avatar icon={<MailOutlined />} />
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Typography.Text strong>{t('invites.from', { name: inviterName(invite) })}</Typography.Text>
              <Typography.Text type="secondary">
                {t(`common:roles.${invite.role}`)}
                {invite.location ? ` · ${invite.location.title}` : ''}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {dayjs(invite.createdAt).format('LLL')}
              </Typography.Text>
            </Flex>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
