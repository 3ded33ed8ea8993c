import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Button } from '@/shared/ui-kit/button';
import { MailOutlined, MobileOutlined } from '@/shared/ui-kit/icons';
import { useChannelAvailability } from '../api/use-channel-availability';
import { AuthCard } from '../components/auth-card';
import { RegionPicker } from '../components/region-picker';

export function WelcomePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const region = useAuthStore((s) => s.region);
  const setRegion = useAuthStore((s) => s.setRegion);
  const hasToken = useAuthStore((s) => Boolean(s.token));
  const channels = useChannelAvailability();

  // A code was accepted but the name is still missing: finish that first (SPEC.md §4).
  if (hasToken) return <Navigate to="/login/fill-profile" replace />;

  // Until the channels are known, offer both ways; each step explains if its channel is off.
  const showEmail = channels.isLoading || channels.isError || channels.offers('email');
  const showPhone =
    channels.isLoading || channels.isError || channels.offers('phone') || channels.offers('whatsapp');

  return (
    <AuthCard title={t('welcome.title')} description={t('welcome.description')}>
      <strong style={{ fontWeight: 600, marginBottom: 4 }}>{t('common:region.choose')}</strong>
      <RegionPicker value={region} onChange={setRegion} />
      <span style={{ color: 'var(--kit-text-secondary)', fontSize: 13, marginBottom: 16 }}>
        {t('welcome.regionHint')}
      </span>
      <div className="pui-stack">
        {showEmail && (
          <Button
            size="large"
            type="primary"
            block
            icon={<MailOutlined />}
            onClick={() => navigate('/login/email')}
          >
            {t('welcome.withEmail')}
          </Button>
        )}
        {showPhone && (
          <Button size="large" block icon={<MobileOutlined />} onClick={() => navigate('/login/phone')}>
            {t('welcome.withPhone')}
          </Button>
        )}
      </div>
    </AuthCard>
  );
}
