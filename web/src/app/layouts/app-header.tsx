import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InviteBell } from '@/features/invites/components/invite-bell';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Logo } from '@/shared/ui/logo';
import { RegionFlag } from '@/shared/ui/region-flag';

interface AppHeaderProps {
  isMobile: boolean;
  siderCollapsed: boolean;
  onToggleMenu: () => void;
  onOpenProfile: () => void;
}

function initials(name: string | null | undefined, surname: string | null | undefined): string {
  return `${name?.[0] ?? ''}${surname?.[0] ?? ''}`.toUpperCase() || '?';
}

export function AppHeader({ isMobile, siderCollapsed, onToggleMenu, onOpenProfile }: AppHeaderProps) {
  const { t } = useTranslation('layout');
  const { token } = theme.useToken();
  const user = useAuthStore((s) => s.user);
  const region = useAuthStore((s) => s.region);
  const canSeeInvites = useAuthStore((s) => s.rights.includes('get_invites'));
  const menuIcon = isMobile ? (
    <MenuOutlined />
  ) : siderCollapsed ? (
    <MenuUnfoldOutlined />
  ) : (
    <MenuFoldOutlined />
  );

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        height: 64,
        paddingInline: isMobile ? 12 : 20,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" gap={isMobile ? 8 : 16}>
        <Button type="text" icon={menuIcon} onClick={onToggleMenu} aria-label={t('header.toggleMenu')} />
        <Link to="/" aria-label="CleanOps">
          <Logo size={28} withName={!isMobile} />
        </Link>
      </Flex>
      <Flex align="center" gap={isMobile ? 8 : 16}>
        <RegionFlag region={region} height={14} />
        {canSeeInvites && <InviteBell />}
        <NotificationBell />
        <Tooltip title={t('header.profile')}>
          <Button
            type="text"
            shape="circle"
            onClick={onOpenProfile}
            aria-label={t('header.profile')}
            style={{ padding: 0 }}
          >
            {/* Our own circle: antd's Avatar measures its text on every render (issue 13: ~15 ms on a phone). */}
            <span className="header-avatar" style={{ backgroundColor: token.colorPrimary }}>
              {user?.avatarUrl ? <img src={user.avatarUrl} alt="" /> : initials(user?.name, user?.surname)}
            </span>
          </Button>
        </Tooltip>
      </Flex>
    </Layout.Header>
  );
}
