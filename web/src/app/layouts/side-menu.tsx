import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLogout } from '@/shared/session/logout';
import { useAuthStore } from '@/shared/stores/auth-store';
import {
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
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
  WarningOutlined,
} from '@/shared/ui-kit/icons';
import { type PageKey, visibleMenuEntries } from '../permissions';

const ICONS: Record<PageKey, ReactNode> = {
  dashboard: <DashboardOutlined />,
  locations: <EnvironmentOutlined />,
  readiness: <CheckCircleOutlined />,
  createLocation: <EnvironmentOutlined />,
  importLocations: <EnvironmentOutlined />,
  importInvites: <UserOutlined />,
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
  problems: <WarningOutlined />,
  problem: <WarningOutlined />,
  employees: <UserOutlined />,
  teams: <TeamOutlined />,
  integrations: <ApiOutlined />,
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
function selectedPath(pathname: string, paths: string[]): string | undefined {
  return paths
    .filter((path) =>
      path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`),
    )
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The main menu: the pages this person's rights open, then logout. A list of links (and the logout
 * button) inside the frame's `<nav>`, in antd's inline menu look (app/global.css), not antd's Menu,
 * whose code would be in every signed-in page's first download. Site navigation is not an ARIA menu:
 * each entry is an ordinary tab stop, the current page's is marked `aria-current="page"`, and a page
 * can be opened in a new tab. Collapsed, it shows the icons, each named by its hidden label and a tooltip.
 */
export function SideMenu({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const rights = useAuthStore((s) => s.rights);
  const menuEnabled = useAuthStore((s) => s.menuEnabled);
  const logout = useLogout();
  const entries = visibleMenuEntries({ rights, menuEnabled });
  const selected = selectedPath(
    pathname,
    entries.map((e) => e.path),
  );
  const label = (text: string) =>
    collapsed ? <span className="pui-visually-hidden">{text}</span> : <span>{text}</span>;

  return (
    <div className="side-menu" data-collapsed={collapsed}>
      {entries.length > 0 && (
        <ul className="side-menu-list">
          {entries.map((entry) => {
            const text = t(`menu.${entry.page}`);
            return (
              <li key={entry.path}>
                <Link
                  to={entry.path}
                  className="side-menu-item"
                  aria-current={entry.path === selected ? 'page' : undefined}
                  title={collapsed ? text : undefined}
                  onClick={() => onNavigate?.()}
                >
                  <span className="side-menu-icon" aria-hidden>
                    {ICONS[entry.page]}
                  </span>
                  {label(text)}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {entries.length > 0 && <hr className="side-menu-divider" />}
      <button
        type="button"
        className="side-menu-item"
        data-danger
        disabled={logout.isPending}
        title={collapsed ? t('menu.logout') : undefined}
        onClick={() => {
          onNavigate?.();
          logout.mutate();
        }}
      >
        <span className="side-menu-icon" aria-hidden>
          <LogoutOutlined />
        </span>
        {label(t('menu.logout'))}
      </button>
      {logout.holder}
    </div>
  );
}
