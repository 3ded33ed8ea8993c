import { SUBSCRIPTION_WARN_DAYS, type TSubscriptionState } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Alert } from '@/shared/ui-kit/alert';

const DAY_MS = 86_400_000;

/** Whole days until the end, counted up: 13.2 days left reads "14 days". */
export function daysLeft(subscription: TSubscriptionState, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(subscription.endsAt) - now) / DAY_MS));
}

/**
 * Shown on every signed-in page (SPEC.md §8): an expired subscription limits access; close to the end
 * the owner sees the days left. Only the owner can renew, so only they get the link.
 */
export function SubscriptionNotice({
  subscription,
}: {
  subscription: TSubscriptionState | null | undefined;
}) {
  const { t } = useTranslation('subscriptions');
  const canRenew = useAuthStore((s) => s.rights.includes('create_subscription'));
  if (!subscription) return null;
  const left = daysLeft(subscription);
  const expired = subscription.status === 'expired';
  if (!expired && (!canRenew || left > SUBSCRIPTION_WARN_DAYS)) return null;
  // Plain, in antd's warning Alert look (it shows in the frame, before any antd).
  return (
    <div style={{ marginBottom: 16 }}>
      <Alert
        type="warning"
        title={expired ? t('errors:subscriptionExpired') : t('notice.daysLeft', { count: left })}
        action={
          canRenew && (
            <Link
              to="/subscription"
              className="pui-button"
              data-variant={expired ? 'primary' : 'default'}
              data-size="small"
            >
              {t('notice.renew')}
            </Link>
          )
        }
      />
    </div>
  );
}
