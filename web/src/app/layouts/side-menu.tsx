import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  KeyOutlined,
  LogoutOutlined,
  MessageOutlined,
  MobileOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLogout } from '@/shared/session/logout';
import { useAuthStore } from '@/shared/stores/auth-store';
import { type PageKey, visibleMenuEntries } from '../permissions';

const ICONS: Record<PageKey, ReactNode> = {
  dashboard: <DashboardOutlined />,
  locations: <EnvironmentOutlined />,
  createLocation: <EnvironmentOutlined />,
  location: <EnvironmentOutlined />,
  locationSettings: <EnvironmentOutlined />,
  room: <AppstoreOutlined />,
  roomSettings: <AppstoreOutlined />,
  teamSettings: <TeamOutlined />,
  checklists: <CheckSquareOutlined />,
  subscription: <SafetyCertificateOutlined />,
  tasks: <CheckSquareOutlined />,
  createTask: <CheckSquareOutlined />,
  editTask: <CheckSquareOutlined />,
  complaints: <MessageOutlined />,
  employees: <UserOutlined />,
  teams: <TeamOutlined />,
  analytics: <BarChartOutlined />,
  chats: <MessageOutlined />,
  adminDashboard: <SafetyCertificateOutlined />,
  testCredentials: <KeyOutlined />,
  usersManagement: <UserOutlined />,
  logs: <FileSearchOutlined />,
  activeCodes: <CalendarOutlined />,
  locationsManagement: <GlobalOutlined />,
  appVersions: <MobileOutlined />,
};

/** The entry whose path is the longest prefix of the current path is highlighted. */
function selectedKey(pathname: string, paths: string[]): string[] {
  const match = paths
    .filter((path) =>
      path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
    )
    .sort((a, b) => b.length - a.length)[0];
  return match ? [match] : [];
}

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const rights = useAuthStore((s) => s.rights);
  const menuEnabled = useAuthStore((s) => s.menuEnabled);
  const logout = useLogout();
  const entries = visibleMenuEntries({ rights, menuEnabled });

  return (
    <Menu
      mode="inline"
      selectedKeys={selectedKey(
        pathname,
        entries.map((e) => e.path),
      )}
      style={{ borderInlineEnd: 'none' }}
      items={[
        ...entries.map((entry) => ({
          key: entry.path,
          icon: ICONS[entry.page],
          label: t(`menu.${entry.page}`),
        })),
        { type: 'divider' as const },
        {
          key: 'logout',
          icon: <LogoutOutlined />,
          label: t('menu.logout'),
          danger: true,
          disabled: logout.isPending,
        },
      ]}
      onClick={({ key }) => {
        onNavigate?.();
        if (key === 'logout') logout.mutate();
        else navigate(key);
      }}
    />
  );
}
