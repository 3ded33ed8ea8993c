import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InviteBell } from '@/features/invites/components/invite-bell';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Button } from '@/shared/ui-kit/button';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@/shared/ui-kit/icons';
import { Logo } from '@/shared/ui-kit/logo';
import { RegionFlag } from '@/shared/ui-kit/region-flag';
import { PlainTip } from '@/shared/ui-kit/tip';

interface AppHeaderProps {
  isMobile: boolean;
  siderCollapsed: boolean;
  onToggleMenu: () => void;
  onOpenProfile: () => void;
}

function initials(name: string | null | undefined, surname: string | null | undefined): string {
  return `${name?.[0] ?? ''}${surname?.[0] ?? ''}`.toUpperCase() || '?';
}

/** The frame's header, plain (no antd before a page drawn in it needs it), in antd's look. */
export function AppHeader({ isMobile, siderCollapsed, onToggleMenu, onOpenProfile }: AppHeaderProps) {
  const { t } = useTranslation('layout');
  const user = useAuthStore((s) => s.user);
  const region = useAuthStore((s) => s.region);
  const canSeeInvites = useAuthStore((s) => s.rights.includes('get_invites'));
  const MenuIcon = isMobile ? MenuOutlined : siderCollapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  const letters = user?.avatarUrl ? null : initials(user?.name, user?.surname);

  return (
    <header className="app-header pui" data-mobile={isMobile || undefined}>
      <div className="app-header-group">
        <Button
          type="text"
          size="middle"
          icon={<MenuIcon />}
          onClick={onToggleMenu}
          aria-label={t('header.toggleMenu')}
          className="app-header-menu"
        />
        <Link to="/" aria-label="CleanOps" className="app-header-home">
          <Logo size={28} withName={!isMobile} />
        </Link>
      </div>
      <div className="app-header-group">
        <RegionFlag region={region} height={14} />
        {canSeeInvites && <InviteBell />}
        <NotificationBell />
        <PlainTip title={t('header.profile')} align="end">
          <Button
            type="text"
            shape="circle"
            size="middle"
            onClick={onOpenProfile}
            // The initials shown are part of the name (WCAG 2.5.3): a voice user says what they see.
            aria-label={letters ? `${letters} ${t('header.profile')}` : t('header.profile')}
          >
            {/* Our own circle: antd's Avatar measures its text on every render, slow on a phone. */}
            <span className="header-avatar">
              {user?.avatarUrl ? <img src={user.avatarUrl} alt="" /> : letters}
            </span>
          </Button>
        </PlainTip>
      </div>
    </header>
  );
}
