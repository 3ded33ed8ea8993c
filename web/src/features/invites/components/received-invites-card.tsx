import { useTranslation } from 'react-i18next';
import { Card } from '@/shared/ui-kit/card';
import { Typography } from '@/shared/ui-kit/typography';
import { useReceivedInvites } from '../api/get-received-invites';
import { InviteList } from './invite-list';

/**
 * The invitations waiting for my answer, on my first page (not only under the header's bell), each
 * with Accept and Reject. Nothing at all when there are none.
 */
export function ReceivedInvitesCard() {
  const { t } = useTranslation('jobs');
  const invites = useReceivedInvites();
  const pending = (invites.data ?? []).filter((invite) => invite.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
          {t('myWork.start.invitedTitle', { count: pending.length })}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{t('myWork.start.invitedHint')}</Typography.Paragraph>
      <InviteList invites={pending} />
    </Card>
  );
}
