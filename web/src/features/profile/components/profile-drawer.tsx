import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VersionLine } from '@/shared/app-version/version-line';
import { CalendarFeedCard } from '@/shared/calendar/calendar-feed-card';
import { useProfile } from '@/shared/session/profile-query';
import { formatDate } from '@/shared/time/format-date';
import { Alert } from '@/shared/ui-kit/alert';
import { Avatar } from '@/shared/ui-kit/avatar';
import { Button } from '@/shared/ui-kit/button';
import { Divider } from '@/shared/ui-kit/divider';
import { Drawer } from '@/shared/ui-kit/drawer';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { AccountActions } from './account-actions';
import { accountTypeLabel } from './account-type';
import { AvailabilityField } from './availability-field';
import { ContactRows } from './contact-rows';
import { NameForm } from './name-form';
import { Preferences } from './preferences';
import { WeeklySummaryField } from './weekly-summary-field';

interface ProfileDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Everything about me in one place (SPEC.md §2): who I am, how to reach me, my settings. */
export function ProfileDrawer({ open, onClose }: ProfileDrawerProps) {
  const { t } = useTranslation('profile');
  const { token } = useToken();
  const screens = useBreakpoint();
  const profile = useProfile();
  const data = profile.data;
  const canManageSubscription = data?.rights.includes('get_subscription') ?? false;
  const readsJobs = data?.rights.includes('get_tasks') ?? false;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('title')}
      placement="right"
      size={screens.sm ? 380 : '100%'}
    >
      {!data && profile.isPending && <Skeleton avatar rows={6} />}
      {!data && profile.isError && (
        <Alert
          type="error"
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => profile.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      )}
      {data && (
        <Flex vertical>
          <Flex align="center" gap={12}>
            <Avatar
              size={56}
              src={data.user.avatarUrl ?? undefined}
              style={{ backgroundColor: token.colorPrimary }}
            >
              {`${data.user.name?.[0] ?? ''}${data.user.surname?.[0] ?? ''}`.toUpperCase() || '?'}
            </Avatar>
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong style={{ fontSize: 16 }} ellipsis>
                {[data.user.name, data.user.surname].filter(Boolean).join(' ') || t('noName')}
              </Typography.Text>
              <Typography.Text type="secondary">{accountTypeLabel(data.user, t)}</Typography.Text>
            </Flex>
          </Flex>
          {data.subscription && (
            <Alert
              style={{ marginTop: 16 }}
              type={data.subscription.status === 'expired' ? 'error' : 'info'}
              title={t(`subscription.${data.subscription.status}`, {
                date: formatDate(data.subscription.endsAt, 'long'),
              })}
              action={
                canManageSubscription ? (
                  <Link to="/subscription" onClick={onClose}>
                    {t('subscription.manage')}
                  </Link>
                ) : undefined
              }
            />
          )}
          <Divider titlePlacement="start">{t('sections.personal')}</Divider>
          <NameForm key={data.user.id} />
          <Divider titlePlacement="start">{t('sections.availability')}</Divider>
          <AvailabilityField user={data.user} />
          <Divider titlePlacement="start">{t('sections.contacts')}</Divider>
          <ContactRows user={data.user} />
          <Divider titlePlacement="start">{t('sections.preferences')}</Divider>
          <Preferences />
          <WeeklySummaryField user={data.user} />
          {readsJobs && (
            <div style={{ marginTop: 16 }}>
              <CalendarFeedCard path="/profile/calendar-feed" scope="person" />
            </div>
          )}
          <Divider />
          <AccountActions />
          <Flex justify="center" style={{ marginTop: 24 }}>
            <VersionLine />
          </Flex>
        </Flex>
      )}
    </Drawer>
  );
}
